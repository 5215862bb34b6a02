import Foundation
import Payment
import Synchronization
import XCTest

/// 2027-01-15 08:00:00 UTC: cards expiring 01/27 are still valid, 12/26 have expired.
let testNow = Date(timeIntervalSince1970: 1_800_000_000)

/// Wraps the simulator and counts every charge it is asked for.
final class CountingGateway: CardGateway {
    struct Charge: Equatable {
        let cardNumber: String
        let amount: Int
        let reference: String
    }

    private let charges = Mutex<[Charge]>([])
    private let simulator = SimulatedCardGateway()

    var received: [Charge] { charges.withLock { $0 } }

    func charge(cardNumber: String, amount: Int, reference: String) throws -> GatewayResult {
        charges.withLock { $0.append(Charge(cardNumber: cardNumber, amount: amount, reference: reference)) }
        return try simulator.charge(cardNumber: cardNumber, amount: amount, reference: reference)
    }
}

/// A gateway that is down.
struct FailingGateway: CardGateway {
    struct Unreachable: Error, CustomStringConvertible {
        var description: String { "gateway unreachable" }
    }

    func charge(cardNumber: String, amount: Int, reference: String) throws -> GatewayResult {
        throw Unreachable()
    }
}

extension XCTestCase {
    /// A database file path in a fresh folder removed after the test.
    func temporaryDatabasePath() -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payment-tests-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory.appendingPathComponent("shop.sqlite").path
    }

    /// Asserts that `call` throws exactly `expected`.
    func assertThrows<T>(
        _ expected: PaymentError, _ call: @autoclosure () throws -> T, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertThrowsError(try call(), file: file, line: line) {
            XCTAssertEqual($0 as? PaymentError, expected, file: file, line: line)
        }
    }
}

import AccountMediator
import Foundation
import Mediator
import Probe
import Storage
import XCTest

@testable import Account

/// A fixed instant used as "now" in tests (2024-06-01T00:00:00Z).
let fixedNow = Date(timeIntervalSince1970: 1_717_200_000)

/// A fresh Facade over an in-memory database with a fixed clock.
func makeFacade(now: Date = fixedNow) throws -> (AccountFacade, StorageFacade) {
    let storage = try StorageFacade.inMemory()
    return (try AccountFacade(storage: storage, now: { now }), storage)
}

/// A mediator whose context holds `storage`, a fixed clock and a `ProbeLog`.
func makeMediator(storage: StorageFacade) -> (Mediator, ProbeLog) {
    let context = MediatorContext()
    context.register(storage)
    context.register(WallClock.fixed(fixedNow))
    let log = ProbeLog()
    context.register(log)
    return (Mediator(context: context), log)
}

/// A unique temporary database path, removed by the returned cleanup closure.
func temporaryDatabasePath() -> (path: String, cleanup: () -> Void) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("account-tests-\(UUID().uuidString)")
    return (folder.appendingPathComponent("shop.sqlite").path, { try? FileManager.default.removeItem(at: folder) })
}

/// Asserts `body` throws exactly `expected`.
func XCTAssertThrowsAccountError<T>(
    _ body: @autoclosure () throws -> T, _ expected: AccountError, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertThrowsError(try body(), file: file, line: line) { error in
        XCTAssertEqual(error as? AccountError, expected, "got \(error)", file: file, line: line)
    }
}

/// Asserts a mediator call fails with `.actionFailed` carrying `code` and the kind `AccountMediator` declares for it.
func XCTAssertActionFails(
    _ body: @autoclosure () throws -> MediatorValue, code: AccountErrorCode, file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertThrowsError(try body(), file: file, line: line) { error in
        guard case .actionFailed(let target, _, let actual, let kind, let message)? = error as? MediatorError else {
            return XCTFail("expected actionFailed(\(code)), got \(error)", file: file, line: line)
        }
        XCTAssertEqual(target, "Account", file: file, line: line)
        XCTAssertEqual(actual, code.rawValue, file: file, line: line)
        XCTAssertEqual(kind, code.kind, file: file, line: line)
        XCTAssertFalse(message.isEmpty, file: file, line: line)
    }
}

/// Asserts a mediator call fails with a missing or invalid parameter naming `key`.
func XCTAssertParameterError(
    _ body: @autoclosure () throws -> MediatorValue, key: String, missing: Bool, file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertThrowsError(try body(), file: file, line: line) { error in
        switch error as? MediatorError {
        case .missingParameter(let actual, _)? where missing:
            XCTAssertEqual(actual, key, file: file, line: line)
        case .invalidParameter(let actual, _, _)? where !missing:
            XCTAssertEqual(actual, key, file: file, line: line)
        default:
            XCTFail(
                "expected \(missing ? "missing" : "invalid") parameter '\(key)', got \(error)", file: file, line: line)
        }
    }
}

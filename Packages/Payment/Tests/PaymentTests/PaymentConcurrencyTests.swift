import Foundation
import PaymentMediator
import Storage
import Synchronization
import XCTest

@testable import Payment

/// Two connections to one database file, used from two threads at once, as two processes would.
final class PaymentConcurrencyTests: XCTestCase {
    private func twoFacades(gateway: any CardGateway = SimulatedCardGateway()) throws -> [PaymentFacade] {
        let path = temporaryDatabasePath()
        return try (0..<2).map { _ in
            try PaymentFacade(storage: StorageFacade(path: path), gateway: gateway, now: { testNow })
        }
    }

    /// Runs `body` on two threads at once and returns both results.
    private func race<T: Sendable>(_ body: @Sendable (Int) throws -> T) -> [Result<T, any Error>] {
        let results = Mutex<[Int: Result<T, any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            let result = Result { try body(worker) }
            results.withLock { $0[worker] = result }
        }
        return results.withLock { all in (0..<2).compactMap { all[$0] } }
    }

    func testSameKeyFromTwoConnectionsAtOnce_debitsTheWalletOnce() throws {
        let facades = try twoFacades()
        try facades[0].topUp(username: "alice", amount: 100_000)
        for round in 0..<20 {
            let outcomes = try race { worker in
                try facades[worker].pay(
                    username: "alice", orderRef: "order-\(round)", amount: 1000, method: .wallet,
                    idempotencyKey: "key-\(round)")
            }.map { try $0.get() }
            XCTAssertEqual(outcomes[0].payment.paymentID, outcomes[1].payment.paymentID, "round \(round)")
            XCTAssertEqual(outcomes.filter(\.replayed).count, 1, "round \(round)")
        }
        XCTAssertEqual(try facades[1].balance(username: "alice"), 100_000 - 20 * 1000)
        XCTAssertEqual(try facades[1].payments(username: "alice").count, 20)
    }

    func testSameKeyFromTwoConnectionsAtOnce_chargesTheCardOnce() throws {
        let gateway = CountingGateway()
        let facades = try twoFacades(gateway: gateway)
        for round in 0..<20 {
            let outcomes = try race { worker in
                try facades[worker].pay(
                    username: "alice", orderRef: "order-\(round)", amount: 1000,
                    method: .card(number: "4242 4242 4242 4242", expiry: "12/30"), idempotencyKey: "key-\(round)")
            }.map { try $0.get() }
            XCTAssertEqual(outcomes[0].payment.paymentID, outcomes[1].payment.paymentID, "round \(round)")
        }
        XCTAssertEqual(gateway.received.count, 20)
        XCTAssertEqual(Set(gateway.received.map(\.reference)).count, 20)
    }

    func testDifferentKeysFromTwoConnections_neverOverdrawTheWallet() throws {
        let facades = try twoFacades()
        try facades[0].topUp(username: "alice", amount: 10_000)
        let results = race { worker in
            (0..<10).map { attempt in
                Result {
                    try facades[worker].pay(
                        username: "alice", orderRef: "o", amount: 1000, method: .wallet,
                        idempotencyKey: "w\(worker)-\(attempt)")
                }
            }
        }
        let attempts = results.flatMap { (try? $0.get()) ?? [] }
        XCTAssertEqual(attempts.count, 20)
        XCTAssertEqual(attempts.filter { (try? $0.get()) != nil }.count, 10)
        for case .failure(let error) in attempts {
            XCTAssertEqual((error as? PaymentError)?.code, "insufficientFunds")
        }
        XCTAssertEqual(try facades[0].balance(username: "alice"), 0)
    }

    func testRefundFromTwoConnectionsAtOnce_creditsOnce() throws {
        let facades = try twoFacades()
        try facades[0].topUp(username: "alice", amount: 5000)
        let paid = try facades[0].pay(
            username: "alice", orderRef: "o", amount: 5000, method: .wallet, idempotencyKey: "k")
        let results = race { worker in try facades[worker].refund(paymentID: paid.payment.paymentID) }
        XCTAssertEqual(results.filter { (try? $0.get()) != nil }.count, 1)
        for case .failure(let error) in results {
            XCTAssertEqual(error as? PaymentError, .alreadyRefunded(paid.payment.paymentID))
        }
        XCTAssertEqual(try facades[1].balance(username: "alice"), 5000)
    }
}

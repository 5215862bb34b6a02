import Foundation
import Storage
import Synchronization
import XCTest

@testable import Order

/// Forces the interleavings that once lost money, with two connections to one database file
/// standing in for two shop processes, and checks every money invariant afterwards.
final class PaymentInterleavingTests: XCTestCase {
    private var directory: URL!
    private var first: (storage: StorageFacade, shop: LedgerShop, orders: OrderFacade)!
    private var second: (storage: StorageFacade, shop: LedgerShop, orders: OrderFacade)!

    /// A simulated crash: an error nothing in the unit of work catches.
    private struct Crash: Error {}

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "order-interleaving-\(UUID().uuidString)")
        let path = directory.appendingPathComponent("shop.sqlite").path
        // The second "process" does not wait for the first one's write lock: its attempt to step in
        // while the first one is inside a payment fails at once instead of queueing behind it.
        first = try Self.process(path: path, busyTimeout: .seconds(5))
        try LedgerShop.createTables(on: first.storage)
        second = try Self.process(path: path, busyTimeout: .zero)
    }

    override func tearDownWithError() throws {
        first = nil
        second = nil
        try? FileManager.default.removeItem(at: directory)
    }

    private static func process(path: String, busyTimeout: Duration) throws
        -> (storage: StorageFacade, shop: LedgerShop, orders: OrderFacade)
    {
        let storage = try StorageFacade(path: path, busyTimeout: busyTimeout)
        let shop = LedgerShop(storage: storage)
        return (storage, shop, try OrderFacade(storage: storage, collaborators: shop.collaborators))
    }

    private func pendingOrder(total: Int = 2500) throws -> Int {
        try first.shop.addToCart("ann", goodsID: 1, price: total, quantity: 1)
        return try first.orders.checkout(username: "ann").id
    }

    private func assertInvariants(file: StaticString = #filePath, line: UInt = #line) throws {
        let audit = try first.orders.audit()
        XCTAssertEqual(audit.violations.map(\.description), [], file: file, line: line)
    }

    func testCancelFromAnotherProcess_betweenChargeAndStatusChange_cannotRun_thenRefunds() throws {
        let id = try pendingOrder()
        let attempt = Mutex<String?>(nil)
        first.shop.afterCharge.withLock { hook in
            hook = { [second] in
                do {
                    _ = try second!.orders.cancel(username: "ann", id: id)
                    attempt.withLock { $0 = "cancelled in the middle of a payment" }
                } catch let error as StorageError {
                    attempt.withLock { $0 = error.code }
                }
            }
        }
        let paid = try first.orders.pay(username: "ann", id: id, method: .wallet)
        XCTAssertEqual(paid.status, .paid)
        XCTAssertEqual(attempt.withLock { $0 }, "storageBusy", "the payment holds the write lock until it commits")
        XCTAssertEqual(try first.shop.balance("ann"), 100_000 - 2500)

        let cancelled = try second.orders.cancel(username: "ann", id: id)
        XCTAssertEqual(cancelled.status, .cancelled)
        XCTAssertEqual(cancelled.history.map(\.to), [.pendingPayment, .paid, .cancelled])
        XCTAssertEqual(try first.shop.balance("ann"), 100_000, "the cancel after the payment refunded it")
        try assertInvariants()
    }

    func testPayFromAnotherProcess_betweenRefundAndStatusChange_cannotRun() throws {
        let id = try pendingOrder()
        _ = try first.orders.pay(username: "ann", id: id, method: .wallet)
        let attempt = Mutex<String?>(nil)
        first.shop.afterRefund.withLock { hook in
            hook = { [second] in
                do {
                    _ = try second!.orders.ship(username: "ann", id: id)
                    attempt.withLock { $0 = "shipped in the middle of a cancel" }
                } catch let error as StorageError {
                    attempt.withLock { $0 = error.code }
                }
            }
        }
        XCTAssertEqual(try first.orders.cancel(username: "ann", id: id).status, .cancelled)
        XCTAssertEqual(attempt.withLock { $0 }, "storageBusy")
        XCTAssertThrowsError(try second.orders.ship(username: "ann", id: id)) { error in
            XCTAssertEqual(error as? OrderError, .invalidTransition(id: id, from: .cancelled, to: .shipped))
        }
        try assertInvariants()
    }

    func testCancelFirst_thenPay_chargesNothing() throws {
        let id = try pendingOrder()
        XCTAssertEqual(try second.orders.cancel(username: "ann", id: id).status, .cancelled)
        XCTAssertThrowsError(try first.orders.pay(username: "ann", id: id, method: .wallet)) { error in
            XCTAssertEqual(error as? OrderError, .invalidTransition(id: id, from: .cancelled, to: .paid))
        }
        XCTAssertEqual(try first.shop.balance("ann"), 100_000)
        XCTAssertEqual(try first.shop.facts().payments, [])
        try assertInvariants()
    }

    func testCrashAfterCharge_beforeStatusChange_leavesNoChargeNoPointsAndAPendingOrder() throws {
        let id = try pendingOrder()
        first.shop.afterCharge.withLock { $0 = { throw Crash() } }
        XCTAssertThrowsError(try first.orders.pay(username: "ann", id: id, method: .wallet)) { error in
            XCTAssertTrue(error is Crash)
        }
        XCTAssertEqual(try first.orders.order(username: "ann", id: id).status, .pendingPayment)
        XCTAssertEqual(try first.shop.balance("ann"), 100_000)
        XCTAssertEqual(try first.shop.facts().payments, [])
        XCTAssertEqual(try first.shop.facts().points, [])
        try assertInvariants()

        first.shop.afterCharge.withLock { $0 = nil }
        XCTAssertEqual(
            try first.orders.pay(username: "ann", id: id, method: .wallet).status, .paid, "a retry pays once")
        XCTAssertEqual(try first.shop.facts().payments.count, 1)
        try assertInvariants()
    }

    func testCrashAfterRefund_beforeStatusChange_leavesThePaymentStandingAndTheOrderPaid() throws {
        let id = try pendingOrder()
        _ = try first.orders.pay(username: "ann", id: id, method: .wallet)
        first.shop.afterRefund.withLock { $0 = { throw Crash() } }
        XCTAssertThrowsError(try first.orders.cancel(username: "ann", id: id))
        XCTAssertEqual(try first.orders.order(username: "ann", id: id).status, .paid)
        XCTAssertEqual(try first.shop.balance("ann"), 100_000 - 2500)
        XCTAssertEqual(try first.shop.facts().payments.map(\.status), [.succeeded])
        try assertInvariants()
    }

    func testDeclinedPayment_recordsTheAttemptAndKeepsTheOrderPending() throws {
        try first.storage.execute("UPDATE fake_wallet SET balance = 100, topped_up = 100")
        let id = try pendingOrder()
        XCTAssertThrowsError(try first.orders.pay(username: "ann", id: id, method: .wallet)) { error in
            XCTAssertEqual(error as? OrderError, .paymentDeclined(id: id, reason: "insufficient funds"))
        }
        XCTAssertEqual(
            try first.storage.queryOne("SELECT payment_attempts FROM order_orders WHERE id = ?", [SQLValue(id)])?
                .int("payment_attempts"), 1)
        try assertInvariants()
    }

    func testManyThreadsOnTwoConnections_payCancelShipDeliver_keepEveryInvariant() throws {
        second = try Self.process(path: try XCTUnwrap(first.storage.path), busyTimeout: .seconds(10))
        let ids = try (0..<12).map { _ in try pendingOrder(total: 700) }
        let commands: [@Sendable (OrderFacade, Int) throws -> Void] = [
            { _ = try $0.pay(username: "ann", id: $1, method: .wallet) },
            { _ = try $0.cancel(username: "ann", id: $1) },
            { _ = try $0.ship(username: "ann", id: $1) },
            { _ = try $0.deliver(username: "ann", id: $1) },
        ]
        let orders = [first.orders, second.orders]
        DispatchQueue.concurrentPerform(iterations: ids.count * 8) { index in
            let id = ids[index % ids.count]
            let command = commands[(index / ids.count + index) % commands.count]
            _ = try? command(orders[index % 2], id)
        }
        try assertInvariants()
    }
}

import Foundation
import Mediator
import OrderMediator
import Storage
import XCTest

@testable import Order

final class OrderFacadeTests: XCTestCase {
    private var storage: StorageFacade!
    private var shop: FakeShop!
    private var facade: OrderFacade!

    override func setUpWithError() throws {
        storage = try StorageFacade.inMemory()
        shop = try FakeShop(storage: storage, discount: 10)
        facade = try shop.orderFacade()
        try shop.setStock(1, 5)
        try shop.setStock(2, 1)
    }

    private func orderCount() throws -> Int { try shop.orderCount() }

    func testCheckout_withCart_createsPendingOrderWithDiscountAndClearsCart() throws {
        try shop.addToCart("ann", goodsID: 1, price: 1999, quantity: 2)
        try shop.addToCart("ann", goodsID: 2, price: 500, quantity: 1)
        let order = try facade.checkout(username: "ann")
        XCTAssertEqual(order.status, .pendingPayment)
        XCTAssertEqual(order.subtotal, 4498)
        XCTAssertEqual(order.discountPercent, 10)
        XCTAssertEqual(order.discount, 449)
        XCTAssertEqual(order.total, 4049)
        XCTAssertEqual(order.lines.map(\.quantity), [2, 1])
        XCTAssertEqual(order.history.map(\.to), [.pendingPayment])
        XCTAssertEqual(order.createdAt, Date(timeIntervalSince1970: 1_700_000_000))
        XCTAssertEqual(order.reference, "order-\(order.id)")
        XCTAssertEqual(try shop.stock(1), 3)
        XCTAssertEqual(try shop.stock(2), 0)
        XCTAssertEqual(try shop.cartCount("ann"), 0)
    }

    func testCheckout_withEmptyCart_failsAndCreatesNothing() throws {
        XCTAssertThrowsError(try facade.checkout(username: "ann")) { error in
            XCTAssertEqual(error as? OrderError, .emptyCart(username: "ann"))
        }
        XCTAssertEqual(try orderCount(), 0)
    }

    func testCheckout_failingMidway_leavesNoTrace() throws {
        try shop.addToCart("ann", goodsID: 1, price: 1000, quantity: 2)
        try shop.addToCart("ann", goodsID: 2, price: 500, quantity: 3)  // only 1 in stock: the second reservation fails
        XCTAssertThrowsError(try facade.checkout(username: "ann")) { error in
            XCTAssertEqual((error as? FakeShop.OutOfStock)?.goodsID, 2)
        }
        XCTAssertEqual(try orderCount(), 0)
        XCTAssertEqual(try storage.queryOne("SELECT COUNT(*) AS n FROM order_lines")?.int("n"), 0)
        XCTAssertEqual(try shop.stock(1), 5, "the first reservation is rolled back with the rest")
        XCTAssertEqual(try shop.cartCount("ann"), 2, "the cart is kept")
    }

    func testPay_withWallet_marksPaidWithKeyDerivedFromOrder() throws {
        try shop.addToCart("ann", goodsID: 1, price: 1000, quantity: 1)
        let order = try facade.checkout(username: "ann")
        let paid = try facade.pay(username: "ann", id: order.id, method: .wallet)
        XCTAssertEqual(paid.status, .paid)
        XCTAssertEqual(paid.paymentID, 1)
        let request = try XCTUnwrap(shop.payments.withLock { $0.first })
        XCTAssertEqual(request.idempotencyKey, "order-\(order.id)-attempt-1")
        XCTAssertEqual(request.amount, 900)
        XCTAssertEqual(request.orderRef, "order-\(order.id)")
    }

    func testPay_twice_failsWithInvalidTransitionAndChargesOnce() throws {
        try shop.addToCart("ann", goodsID: 1, price: 1000, quantity: 1)
        let order = try facade.checkout(username: "ann")
        _ = try facade.pay(username: "ann", id: order.id, method: .wallet)
        XCTAssertThrowsError(try facade.pay(username: "ann", id: order.id, method: .wallet)) { error in
            XCTAssertEqual(error as? OrderError, .invalidTransition(id: order.id, from: .paid, to: .paid))
        }
        XCTAssertEqual(shop.payments.withLock { $0.count }, 1)
    }

    func testPay_declined_keepsPendingAndNextAttemptUsesNewKey() throws {
        try shop.addToCart("ann", goodsID: 1, price: 1000, quantity: 1)
        let order = try facade.checkout(username: "ann")
        XCTAssertThrowsError(
            try facade.pay(username: "ann", id: order.id, method: .card(number: "4000000000000002", expiry: "12/30"))
        ) { error in
            XCTAssertEqual(error as? OrderError, .paymentDeclined(id: order.id, reason: "card declined"))
        }
        XCTAssertEqual(try facade.order(username: "ann", id: order.id).status, .pendingPayment)
        let paid = try facade.pay(username: "ann", id: order.id, method: .wallet)
        XCTAssertEqual(paid.status, .paid)
        XCTAssertEqual(shop.payments.withLock { $0.map(\.idempotencyKey) }, ["order-1-attempt-1", "order-1-attempt-2"])
    }

    func testCancel_pendingOrder_releasesStockWithoutRefund() throws {
        try shop.addToCart("ann", goodsID: 1, price: 1000, quantity: 2)
        let order = try facade.checkout(username: "ann")
        let cancelled = try facade.cancel(username: "ann", id: order.id)
        XCTAssertEqual(cancelled.status, .cancelled)
        XCTAssertEqual(try shop.stock(1), 5)
        XCTAssertEqual(shop.refunds.withLock { $0 }, [])
    }

    func testCancel_paidOrder_refundsAndReleasesStock() throws {
        try shop.addToCart("ann", goodsID: 1, price: 1000, quantity: 2)
        let order = try facade.checkout(username: "ann")
        let paid = try facade.pay(username: "ann", id: order.id, method: .wallet)
        let cancelled = try facade.cancel(username: "ann", id: order.id)
        XCTAssertEqual(cancelled.status, .cancelled)
        XCTAssertEqual(shop.refunds.withLock { $0 }, [try XCTUnwrap(paid.paymentID)])
        XCTAssertEqual(try shop.stock(1), 5)
        XCTAssertEqual(cancelled.history.map(\.to), [.pendingPayment, .paid, .cancelled])
    }

    func testShipAndDeliver_followTheStateMachine() throws {
        try shop.addToCart("ann", goodsID: 1, price: 1000, quantity: 1)
        let order = try facade.checkout(username: "ann")
        XCTAssertThrowsError(try facade.ship(username: "ann", id: order.id)) { error in
            XCTAssertEqual(error as? OrderError, .invalidTransition(id: order.id, from: .pendingPayment, to: .shipped))
            XCTAssertTrue(String(describing: error).contains("from pendingPayment to shipped"))
        }
        _ = try facade.pay(username: "ann", id: order.id, method: .wallet)
        XCTAssertEqual(try facade.ship(username: "ann", id: order.id).status, .shipped)
        XCTAssertThrowsError(try facade.cancel(username: "ann", id: order.id)) { error in
            XCTAssertEqual(error as? OrderError, .invalidTransition(id: order.id, from: .shipped, to: .cancelled))
        }
        XCTAssertEqual(try facade.deliver(username: "ann", id: order.id).status, .delivered)
        XCTAssertThrowsError(try facade.deliver(username: "ann", id: order.id)) { error in
            XCTAssertTrue(String(describing: error).contains("it is final"))
        }
    }

    func testOrder_ofAnotherUser_isNotFound() throws {
        try shop.addToCart("ann", goodsID: 1, price: 1000, quantity: 1)
        let order = try facade.checkout(username: "ann")
        XCTAssertThrowsError(try facade.order(username: "bob", id: order.id)) { error in
            XCTAssertEqual(error as? OrderError, .orderNotFound(id: order.id))
        }
        XCTAssertThrowsError(try facade.cancel(username: "bob", id: order.id))
        XCTAssertEqual(try facade.order(username: "ann", id: order.id).status, .pendingPayment)
    }

    func testOrders_listsNewestFirst() throws {
        for _ in 0..<3 {
            try shop.addToCart("ann", goodsID: 1, price: 100, quantity: 1)
            _ = try facade.checkout(username: "ann")
        }
        XCTAssertEqual(try facade.orders(username: "ann").map(\.id), [3, 2, 1])
        XCTAssertEqual(try facade.orders(username: "bob").count, 0)
    }
}

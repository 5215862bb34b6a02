import CartMediator
import Foundation
import GoodsMediator
import Mediator
import OrderMediator
import PaymentMediator
import XCTest

/// Every `mediator.order` call against the real `Target_Order`, which itself calls the real Cart,
/// Member, Goods and Payment targets.
final class OrderContractTests: XCTestCase {
    static let approvingCard = PaymentMethod.card(number: "4242 4242 4242 4242", expiry: "12/30")
    static let decliningCard = PaymentMethod.card(number: "4000 0000 0000 0002", expiry: "12/30")

    /// A launched shop where alice has 2 books and 1 mug in her cart (6200 cents) and 10000 in her wallet.
    private func shopWithCart() async throws -> ContractShop {
        let shop = try await ContractShop.make(self)
        let cart = shop.mediator.cart
        for (entry, quantity) in [(ContractCatalog.book, 2), (ContractCatalog.mug, 1)] {
            try cart.add(
                username: "alice", goodsID: entry.id, title: entry.title, unitPrice: entry.price, quantity: quantity)
        }
        try shop.mediator.payment.topUp(username: "alice", amount: 10_000)
        return shop
    }

    /// The lines as comparable rows: goods id, unit price, quantity, line total.
    private func rows(_ order: OrderSummary) -> [[Int]] {
        order.lines.map { [$0.goodsID, $0.unitPrice, $0.quantity, $0.lineTotal] }
    }

    /// The history as `from>to@at` strings (`at` in unix seconds).
    private func history(_ order: OrderSummary) -> [String] {
        order.history.map { "\($0.from?.rawValue ?? "-")>\($0.to)@\(Int($0.at.timeIntervalSince1970))" }
    }

    private let at = ContractShop.nowSeconds

    func testCheckout_turnsTheCartIntoAPendingOrder() async throws {
        let shop = try await shopWithCart()

        let order = try shop.mediator.order.checkout(username: "alice")

        XCTAssertGreaterThan(order.id, 0)
        XCTAssertEqual(order.status, .pendingPayment)
        XCTAssertEqual(order.subtotal, 6_200)
        XCTAssertEqual(order.discountPercent, 0)
        XCTAssertEqual(order.discount, 0)
        XCTAssertEqual(order.total, 6_200)
        XCTAssertNil(order.paymentID)
        XCTAssertEqual(order.createdAt, ContractShop.now)
        XCTAssertEqual(order.username, "alice")
        XCTAssertEqual(order.reference, "order-\(order.id)")
        XCTAssertEqual(rows(order), [[1, 2_500, 2, 5_000], [2, 1_200, 1, 1_200]])
        XCTAssertEqual(order.lines.map(\.title), [ContractCatalog.book.title, ContractCatalog.mug.title])
        XCTAssertEqual(history(order), ["->pendingPayment@\(at)"])
        XCTAssertTrue(try shop.mediator.cart.show(username: "alice").isEmpty)
        XCTAssertEqual(try shop.mediator.goods.show(id: 1).stock, 8)
        XCTAssertEqual(try shop.mediator.goods.show(id: 2).stock, 2)
    }

    func testPayByWallet_marksThePaidOrderWithItsPayment() async throws {
        let shop = try await shopWithCart()
        let pending = try shop.mediator.order.checkout(username: "alice")

        let paid = try shop.mediator.order.pay(username: "alice", id: pending.id, method: .wallet)

        XCTAssertEqual(paid.id, pending.id)
        XCTAssertEqual(paid.status, .paid)
        XCTAssertEqual(history(paid), ["->pendingPayment@\(at)", "pendingPayment>paid@\(at)"])
        let payment = try XCTUnwrap(try shop.mediator.payment.payments(username: "alice").first)
        XCTAssertEqual(paid.paymentID, payment.paymentID)
        XCTAssertEqual(payment.orderRef, "order-\(pending.id)")
        XCTAssertEqual(payment.idempotencyKey, "order-\(pending.id)-attempt-1")
        XCTAssertEqual(payment.amount, 6_200)
        XCTAssertEqual(payment.channel, .wallet)
        XCTAssertEqual(try shop.mediator.payment.balance(username: "alice"), 3_800)
    }

    func testPayByCard_chargesTheCard() async throws {
        let shop = try await shopWithCart()
        let pending = try shop.mediator.order.checkout(username: "alice")

        let paid = try shop.mediator.order.pay(username: "alice", id: pending.id, method: Self.approvingCard)

        XCTAssertEqual(paid.status, .paid)
        let payment = try shop.mediator.payment.payment(id: try XCTUnwrap(paid.paymentID))
        XCTAssertEqual(payment.channel, .card)
        XCTAssertEqual(payment.cardLast4, "4242")
        XCTAssertEqual(try shop.mediator.payment.balance(username: "alice"), 10_000)
    }

    func testShipAndDeliver_walkThePaidOrderToDelivered() async throws {
        let shop = try await shopWithCart()
        let pending = try shop.mediator.order.checkout(username: "alice")
        _ = try shop.mediator.order.pay(username: "alice", id: pending.id, method: .wallet)

        let shipped = try shop.mediator.order.ship(username: "alice", id: pending.id)
        let delivered = try shop.mediator.order.deliver(username: "alice", id: pending.id)

        XCTAssertEqual(shipped.status, .shipped)
        XCTAssertEqual(delivered.status, .delivered)
        XCTAssertEqual(
            history(delivered),
            [
                "->pendingPayment@\(at)", "pendingPayment>paid@\(at)", "paid>shipped@\(at)",
                "shipped>delivered@\(at)",
            ])
    }

    func testCancel_pendingOrder_releasesItsStock() async throws {
        let shop = try await shopWithCart()
        let pending = try shop.mediator.order.checkout(username: "alice")

        let cancelled = try shop.mediator.order.cancel(username: "alice", id: pending.id)

        XCTAssertEqual(cancelled.status, .cancelled)
        XCTAssertNil(cancelled.paymentID)
        XCTAssertEqual(history(cancelled), ["->pendingPayment@\(at)", "pendingPayment>cancelled@\(at)"])
        XCTAssertEqual(try shop.mediator.goods.show(id: 1).stock, ContractCatalog.book.stock)
        XCTAssertEqual(try shop.mediator.goods.show(id: 2).stock, ContractCatalog.mug.stock)
    }

    func testListAndShow_readTheUsersOrdersNewestFirst() async throws {
        let shop = try await shopWithCart()
        let first = try shop.mediator.order.checkout(username: "alice")
        try shop.mediator.cart.add(
            username: "alice", goodsID: ContractCatalog.book.id, title: ContractCatalog.book.title,
            unitPrice: ContractCatalog.book.price)
        let second = try shop.mediator.order.checkout(username: "alice")

        XCTAssertEqual(try shop.mediator.order.list(username: "alice"), [second, first])
        XCTAssertEqual(try shop.mediator.order.show(username: "alice", id: first.id), first)
        XCTAssertEqual(try shop.mediator.order.list(username: "bob"), [])
    }

    func testCheckout_emptyCart_failsWithEmptyCart() async throws {
        let shop = try await ContractShop.make(self)

        let error = caught(OrderFailure.self) { try shop.mediator.order.checkout(username: "alice") }

        XCTAssertEqual(error?.errorCode, .emptyCart)
        XCTAssertEqual(error?.kind, .refused)
        XCTAssertTrue(error?.message.contains("alice") == true, String(describing: error))
        XCTAssertEqual(try shop.mediator.order.list(username: "alice"), [])
    }

    func testShow_someoneElsesOrUnknownOrder_failsWithOrderNotFound() async throws {
        let shop = try await shopWithCart()
        let order = try shop.mediator.order.checkout(username: "alice")

        let others = caught(OrderFailure.self) { try shop.mediator.order.show(username: "bob", id: order.id) }
        let unknown = caught(OrderFailure.self) { try shop.mediator.order.show(username: "alice", id: 999) }

        XCTAssertEqual(others?.errorCode, .orderNotFound)
        XCTAssertEqual(unknown?.errorCode, .orderNotFound)
        XCTAssertEqual(unknown?.kind, .notFound)
    }

    func testShip_pendingOrder_failsWithInvalidTransitionAndStaysPending() async throws {
        let shop = try await shopWithCart()
        let order = try shop.mediator.order.checkout(username: "alice")

        let error = caught(OrderFailure.self) { try shop.mediator.order.ship(username: "alice", id: order.id) }

        XCTAssertEqual(error?.errorCode, .invalidTransition)
        XCTAssertTrue(error?.message.contains("pendingPayment") == true, String(describing: error))
        XCTAssertEqual(try shop.mediator.order.show(username: "alice", id: order.id).status, .pendingPayment)
    }

    func testPay_declinedCard_failsWithPaymentDeclinedThenANewAttemptSucceeds() async throws {
        let shop = try await shopWithCart()
        let order = try shop.mediator.order.checkout(username: "alice")

        let error = caught(OrderFailure.self) {
            try shop.mediator.order.pay(username: "alice", id: order.id, method: Self.decliningCard)
        }
        XCTAssertEqual(error?.errorCode, .paymentDeclined)
        XCTAssertEqual(error?.kind, .refused)
        XCTAssertEqual(try shop.mediator.order.show(username: "alice", id: order.id).status, .pendingPayment)

        let paid = try shop.mediator.order.pay(username: "alice", id: order.id, method: Self.approvingCard)

        XCTAssertEqual(paid.status, .paid)
        let payment = try shop.mediator.payment.payment(id: try XCTUnwrap(paid.paymentID))
        XCTAssertEqual(payment.idempotencyKey, "order-\(order.id)-attempt-2")
    }
}

import CartMediator
import Foundation
import GoodsMediator
import Mediator
import MemberMediator
import OrderMediator
import PaymentMediator
import XCTest

/// Paying and cancelling orders across the real targets: `payment.succeeded` awards Member points,
/// `payment.refunded` reverses them, and a cancelled order gives its stock back.
final class PaymentFlowContractTests: XCTestCase {
    /// A launched shop where alice has a pending order of 2 books and 1 mug (6200) and 10000 in her wallet.
    private func shopWithOrder() async throws -> (ContractShop, OrderSummary) {
        let shop = try await ContractShop.make(self)
        for (entry, quantity) in [(ContractCatalog.book, 2), (ContractCatalog.mug, 1)] {
            try shop.mediator.cart.add(
                username: "alice", goodsID: entry.id, title: entry.title, unitPrice: entry.price, quantity: quantity)
        }
        try shop.mediator.payment.topUp(username: "alice", amount: 10_000)
        return (shop, try shop.mediator.order.checkout(username: "alice"))
    }

    func testLaunch_registersMembersObserversOfPaymentEvents() async throws {
        let shop = try await ContractShop.make(self)

        XCTAssertEqual(shop.mediator.observers(of: "payment.succeeded"), ["Member/nativeAwardPoints"])
        XCTAssertEqual(shop.mediator.observers(of: "payment.refunded"), ["Member/nativeReversePoints"])
    }

    func testPayOrderByWallet_awardsMemberPointsForThePayment() async throws {
        let (shop, order) = try await shopWithOrder()

        let paid = try shop.mediator.order.pay(username: "alice", id: order.id, method: .wallet)

        XCTAssertEqual(try shop.mediator.payment.balance(username: "alice"), 3_800)
        XCTAssertEqual(try shop.mediator.member.show(username: "alice").points, 62)
        let history = try shop.mediator.member.history(username: "alice")
        XCTAssertEqual(history.map(\.paymentID), [try XCTUnwrap(paid.paymentID)])
        XCTAssertEqual(history.map(\.orderRef), ["order-\(order.id)"])
        XCTAssertEqual(history.map(\.delta), [62])
        XCTAssertEqual(history.map(\.reason), [.award])
    }

    func testPayOrder_twice_failsAndAwardsPointsOnce() async throws {
        let (shop, order) = try await shopWithOrder()
        _ = try shop.mediator.order.pay(username: "alice", id: order.id, method: .wallet)

        let error = caught(OrderFailure.self) {
            try shop.mediator.order.pay(username: "alice", id: order.id, method: .wallet)
        }

        XCTAssertEqual(error?.errorCode, .invalidTransition)
        XCTAssertEqual(try shop.mediator.payment.balance(username: "alice"), 3_800)
        XCTAssertEqual(try shop.mediator.member.show(username: "alice").points, 62)
    }

    func testCancelPaidOrder_refundsReversesPointsAndReleasesStock() async throws {
        let (shop, order) = try await shopWithOrder()
        let paid = try shop.mediator.order.pay(username: "alice", id: order.id, method: .wallet)
        let paymentID = try XCTUnwrap(paid.paymentID)

        let cancelled = try shop.mediator.order.cancel(username: "alice", id: order.id)

        XCTAssertEqual(cancelled.status, .cancelled)
        XCTAssertEqual(cancelled.paymentID, paymentID)
        XCTAssertEqual(cancelled.history.map(\.to), [.pendingPayment, .paid, .cancelled])
        let payment = try shop.mediator.payment.payment(id: paymentID)
        XCTAssertEqual(payment.status, .refunded)
        XCTAssertEqual(payment.refundedAt, ContractShop.now)
        XCTAssertEqual(try shop.mediator.payment.balance(username: "alice"), 10_000)
        XCTAssertEqual(try shop.mediator.member.show(username: "alice").points, 0)
        XCTAssertEqual(try shop.mediator.member.history(username: "alice").map(\.delta), [-62, 62])
        XCTAssertEqual(try shop.mediator.goods.show(id: 1).stock, ContractCatalog.book.stock)
        XCTAssertEqual(try shop.mediator.goods.show(id: 2).stock, ContractCatalog.mug.stock)
    }

    func testCancel_shippedOrder_failsAndKeepsPaymentPointsAndStock() async throws {
        let (shop, order) = try await shopWithOrder()
        _ = try shop.mediator.order.pay(username: "alice", id: order.id, method: .wallet)
        _ = try shop.mediator.order.ship(username: "alice", id: order.id)

        let error = caught(OrderFailure.self) { try shop.mediator.order.cancel(username: "alice", id: order.id) }

        XCTAssertEqual(error?.errorCode, .invalidTransition)
        XCTAssertEqual(try shop.mediator.payment.balance(username: "alice"), 3_800)
        XCTAssertEqual(try shop.mediator.member.show(username: "alice").points, 62)
        XCTAssertEqual(try shop.mediator.goods.show(id: 1).stock, 8)
    }
}

import CartMediator
import Foundation
import GoodsMediator
import Mediator
import MemberMediator
import OrderMediator
import PaymentMediator
import XCTest

/// Checkout across the real Cart, Member, Goods, Order and Payment targets: the discount, the
/// reservations and the cleared cart commit together, or nothing is kept.
final class CheckoutFlowContractTests: XCTestCase {
    private func add(
        _ shop: ContractShop, _ entry: ContractCatalog.Entry, _ quantity: Int, for username: String = "alice"
    )
        throws
    {
        try shop.mediator.cart.add(
            username: username, goodsID: entry.id, title: entry.title, unitPrice: entry.price, quantity: quantity)
    }

    func testCheckout_silverMember_getsTheDiscountReservesStockAndClearsTheCart() async throws {
        let shop = try await ContractShop.make(self)
        try shop.mediator.payment.topUp(username: "alice", amount: 100_000)
        // A first order of 60000 earns 600 points: silver, 5% off from then on.
        try add(shop, ContractCatalog.machine, 1)
        let first = try shop.mediator.order.checkout(username: "alice")
        XCTAssertEqual(first.discountPercent, 0)
        _ = try shop.mediator.order.pay(username: "alice", id: first.id, method: .wallet)
        XCTAssertEqual(try shop.mediator.member.show(username: "alice").level, .silver)

        try add(shop, ContractCatalog.book, 2)
        try add(shop, ContractCatalog.mug, 1)
        let order = try shop.mediator.order.checkout(username: "alice")

        XCTAssertEqual(order.status, .pendingPayment)
        XCTAssertEqual(order.subtotal, 6_200)
        XCTAssertEqual(order.discountPercent, 5)
        XCTAssertEqual(order.discount, 310)
        XCTAssertEqual(order.total, 5_890)
        XCTAssertEqual(order.lines.map(\.goodsID), [1, 2])
        XCTAssertEqual(try shop.mediator.goods.show(id: 1).stock, 8)
        XCTAssertEqual(try shop.mediator.goods.show(id: 2).stock, 2)
        XCTAssertEqual(try shop.mediator.goods.show(id: 4).stock, 1)
        XCTAssertEqual(try shop.mediator.cart.show(username: "alice").lines, [])
        XCTAssertEqual(try shop.mediator.order.list(username: "alice").map(\.id), [order.id, first.id])
    }

    func testCheckout_secondLineShortOfStock_keepsNoOrderNoReservationAndTheCart() async throws {
        let shop = try await ContractShop.make(self)
        try add(shop, ContractCatalog.book, 2)
        try add(shop, ContractCatalog.mug, 5)
        let cartBefore = try shop.mediator.cart.show(username: "alice")

        let error = caught(MediatorError.self) { try shop.mediator.order.checkout(username: "alice") }

        guard case .actionFailed("Order", "checkout", _, _, let message)? = error else {
            return XCTFail("got \(String(describing: error))")
        }
        XCTAssertTrue(message.contains("stock"), message)
        XCTAssertEqual(try shop.mediator.order.list(username: "alice"), [])
        XCTAssertEqual(try shop.storage.queryOne("SELECT COUNT(*) AS n FROM order_orders")?.int("n"), 0)
        XCTAssertEqual(try shop.storage.queryOne("SELECT COUNT(*) AS n FROM order_lines")?.int("n"), 0)
        XCTAssertEqual(try shop.mediator.goods.show(id: 1).stock, 10, "the first line's reservation was rolled back")
        XCTAssertEqual(try shop.mediator.goods.show(id: 2).stock, 3)
        XCTAssertEqual(try shop.mediator.cart.show(username: "alice"), cartBefore)
    }

    func testCheckout_shortStock_passesGoodsCodeOnToTheCaller() async throws {
        let shop = try await ContractShop.make(self)
        try add(shop, ContractCatalog.mug, 5)

        let error = caught(MediatorError.self) { try shop.mediator.order.checkout(username: "alice") }

        // Goods' code and kind survive Order's dispatch (GoodsFailure is a CodedError), so callers can
        // tell short stock apart from other failures.
        XCTAssertEqual(error?.code, GoodsErrorCode.insufficientStock.rawValue, String(describing: error))
        XCTAssertEqual(error?.kind, .refused)
        guard case .actionFailed("Order", "checkout", _, _, let message)? = error else {
            return XCTFail("got \(String(describing: error))")
        }
        XCTAssertTrue(message.contains("in stock"), message)
    }

    func testCheckout_afterAFailedOne_succeedsOnceTheCartFits() async throws {
        let shop = try await ContractShop.make(self)
        try add(shop, ContractCatalog.book, 2)
        try add(shop, ContractCatalog.mug, 5)
        _ = caught(MediatorError.self) { try shop.mediator.order.checkout(username: "alice") }

        try shop.mediator.cart.update(username: "alice", goodsID: ContractCatalog.mug.id, quantity: 3)
        let order = try shop.mediator.order.checkout(username: "alice")

        XCTAssertEqual(order.total, 2 * 2_500 + 3 * 1_200)
        XCTAssertEqual(try shop.mediator.goods.show(id: 1).stock, 8)
        XCTAssertEqual(try shop.mediator.goods.show(id: 2).stock, 0)
        XCTAssertTrue(try shop.mediator.cart.show(username: "alice").isEmpty)
    }
}

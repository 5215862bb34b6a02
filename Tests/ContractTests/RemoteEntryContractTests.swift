import AccountMediator
import CartMediator
import Foundation
import GoodsMediator
import Mediator
import MemberMediator
import OrderMediator
import PaymentMediator
import XCTest

/// URLs through the remote entry, configured as the app does, against the real targets: browsing
/// links work, and nothing that clears carts or moves money is reachable.
final class RemoteEntryContractTests: XCTestCase {
    private func shop() async throws -> ContractShop {
        let shop = try await ContractShop.make(self)
        shop.mediator.configureRemote(
            RemoteConfiguration(schemes: ["shop"], targets: ContractRegistry.remoteTargets))
        return shop
    }

    func testOpenGoodsShow_returns200WithTheItem() async throws {
        let shop = try await shop()

        let response = await shop.mediator.open("shop://goods/show?id=1")

        XCTAssertEqual(response.status, 200)
        XCTAssertNil(response.error)
        let book = ContractCatalog.book
        XCTAssertEqual(
            try response.value.decode(GoodsItem.self),
            GoodsItem(
                id: book.id, sku: book.sku, title: book.title, description: book.description, category: book.category,
                price: book.price, stock: book.stock, rating: book.rating, createdAt: ContractShop.now))
    }

    func testOpenGoodsShow_inMemberState_returnsTheMembersOwnPrice_neverOneTheLinkChooses() async throws {
        let shop = try await shop()
        try shop.mediator.account.register(username: "alice", password: "correct horse")
        try shop.mediator.account.login(username: "alice", password: "correct horse")
        shop.mediator.setState("member")

        let response = await shop.mediator.open("shop://goods/show?id=1")
        let chosen = await shop.mediator.open("shop://goods/show?id=1&discountPercent=100")

        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(try response.value.decode(GoodsItem.self).memberPrice, 2_500, "bronze: the list price")
        XCTAssertEqual(chosen.status, 400)
        XCTAssertEqual(chosen.error?.code, "invalidParameter")
    }

    func testOpenBrowsingLinks_ofCartAndMember_return200() async throws {
        let shop = try await shop()
        let mug = ContractCatalog.mug
        try shop.mediator.cart.add(username: "x", goodsID: mug.id, title: mug.title, unitPrice: mug.price, quantity: 2)

        let cart = await shop.mediator.open("shop://cart/count?username=x")
        let member = await shop.mediator.open("shop://member/show?username=x")

        XCTAssertEqual(cart.status, 200)
        XCTAssertEqual(cart.value["itemCount"], .int(2))
        XCTAssertEqual(member.status, 200)
        XCTAssertEqual(try member.value.decode(MemberStatus.self).points, 0)
    }

    func testOpenCartNativeClear_isForbiddenAndLeavesTheCart() async throws {
        let shop = try await shop()
        let mug = ContractCatalog.mug
        try shop.mediator.cart.add(username: "x", goodsID: mug.id, title: mug.title, unitPrice: mug.price)

        let response = await shop.mediator.open("shop://cart/nativeClear?username=x")

        XCTAssertEqual(response.status, 403)
        guard case .remoteForbidden("Cart", "nativeClear", _)? = response.error else {
            return XCTFail("got \(String(describing: response.error))")
        }
        XCTAssertEqual(try shop.mediator.cart.count(username: "x"), 1)
    }

    func testOpenOrderPay_isForbiddenAndMovesNoMoney() async throws {
        let shop = try await shop()
        let mug = ContractCatalog.mug
        try shop.mediator.cart.add(username: "alice", goodsID: mug.id, title: mug.title, unitPrice: mug.price)
        try shop.mediator.payment.topUp(username: "alice", amount: 5_000)
        let order = try shop.mediator.order.checkout(username: "alice")

        let response = await shop.mediator.open("shop://order/pay?username=alice&id=\(order.id)&method=wallet")

        XCTAssertEqual(response.status, 403)
        guard case .remoteForbidden("Order", "pay", let reason)? = response.error else {
            return XCTFail("got \(String(describing: response.error))")
        }
        XCTAssertTrue(reason.contains("remote"), reason)
        XCTAssertEqual(try shop.mediator.order.show(username: "alice", id: order.id).status, .pendingPayment)
        XCTAssertEqual(try shop.mediator.payment.balance(username: "alice"), 5_000)
    }

    func testOpen_unlistedTargetOrUnknownItem_answers404() async throws {
        let shop = try await shop()

        let payment = await shop.mediator.open("shop://payment/balance?username=alice")
        let missing = await shop.mediator.open("shop://goods/show?id=99")

        XCTAssertEqual(payment.status, 404)
        XCTAssertEqual(missing.status, 404, "Goods' notFound is of kind notFound")
        XCTAssertEqual(missing.error?.code, "notFound")
        XCTAssertEqual(missing.error?.kind, .notFound)
    }

    func testOpenOrderShow_withTheLoginGuard_isStoppedWhileNobodyIsLoggedIn() async throws {
        let shop = try await shop()
        shop.mediator.use(LoginGuard(mediator: shop.mediator), for: .target("Order"))

        let response = await shop.mediator.open("shop://order/show?username=alice&id=1")

        XCTAssertEqual(response.status, 403)
        XCTAssertEqual(response.error?.code, "notLoggedIn")
        XCTAssertEqual(response.error?.kind, .forbidden)
    }
}

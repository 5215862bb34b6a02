import AccountMediator
import CartMediator
import Foundation
import GoodsMediator
import Mediator
import OrderMediator
import PaymentMediator
import XCTest

/// Login and logout across the real targets: Account's events reach their observers, and the
/// `LoginGuard` from AccountMediator stops Order and Payment calls while nobody is logged in.
final class SessionFlowContractTests: XCTestCase {
    /// A launched shop with alice and bob registered.
    private func shop() async throws -> ContractShop {
        let shop = try await ContractShop.make(self)
        try shop.mediator.account.register(username: "alice", password: "correct horse")
        try shop.mediator.account.register(username: "bob", password: "battery staple")
        return shop
    }

    private func addMug(_ shop: ContractShop, for username: String) throws {
        let mug = ContractCatalog.mug
        try shop.mediator.cart.add(username: username, goodsID: mug.id, title: mug.title, unitPrice: mug.price)
    }

    private func installGuards(_ shop: ContractShop) {
        shop.mediator.use(LoginGuard(mediator: shop.mediator), for: .target("Order"))
        shop.mediator.use(LoginGuard(mediator: shop.mediator), for: .target("Payment"))
    }

    func testLoginAndLogout_notifyTheirObserversInOrder() async throws {
        let shop = try await shop()
        shop.mediator.observe("account.login", target: "ContractTests", action: "loginSeen")
        shop.mediator.observe("account.logout", target: "ContractTests", action: "logoutSeen")

        try shop.mediator.account.login(username: "alice", password: "correct horse")
        let replacing = try shop.mediator.account.login(username: "Bob", password: "battery staple")
        let logout = try shop.mediator.account.logout()

        XCTAssertEqual(shop.events.entries, ["login alice", "logout alice", "login bob", "logout bob"])
        XCTAssertEqual(replacing, AccountLogin(username: "bob", replacedUsername: "alice", observerErrors: []))
        XCTAssertEqual(logout, AccountLogout(username: "bob", observerErrors: []))
    }

    func testLogout_observedByCartsNativeClear_emptiesThatUsersCart() async throws {
        let shop = try await shop()
        shop.mediator.observe("account.logout", target: "Cart", action: "nativeClear")
        try addMug(shop, for: "alice")
        try addMug(shop, for: "bob")
        try shop.mediator.account.login(username: "alice", password: "correct horse")

        let logout = try shop.mediator.account.logout()

        XCTAssertEqual(logout.observerErrors, [])
        XCTAssertEqual(try shop.mediator.cart.count(username: "alice"), 0)
        XCTAssertEqual(try shop.mediator.cart.count(username: "bob"), 1)
    }

    func testLoginGuard_nobodyLoggedIn_stopsOrderCallsWithNotLoggedIn() async throws {
        let shop = try await shop()
        installGuards(shop)
        try addMug(shop, for: "alice")

        let list = caught(MediatorError.self) { try shop.mediator.order.list(username: "alice") }
        let checkout = caught(MediatorError.self) { try shop.mediator.order.checkout(username: "alice") }

        guard case .stopped("LoginGuard", "Order", "list", "notLoggedIn", .forbidden, let message)? = list else {
            return XCTFail("got \(String(describing: list))")
        }
        XCTAssertTrue(message.contains("log in"), message)
        guard case .stopped("LoginGuard", "Order", "checkout", "notLoggedIn", .forbidden, _)? = checkout else {
            return XCTFail("got \(String(describing: checkout))")
        }
        XCTAssertEqual(try shop.mediator.cart.count(username: "alice"), 1, "the stopped checkout changed nothing")
        XCTAssertEqual(try shop.mediator.goods.show(id: ContractCatalog.mug.id).stock, ContractCatalog.mug.stock)
    }

    func testLoginGuard_nobodyLoggedIn_stopsPaymentCallsButNotCartOrGoods() async throws {
        let shop = try await shop()
        installGuards(shop)

        let balance = caught(MediatorError.self) { try shop.mediator.payment.balance(username: "alice") }

        XCTAssertEqual(balance?.code, "notLoggedIn")
        guard case .stopped("LoginGuard", "Payment", "balance", _, .forbidden, _)? = balance else {
            return XCTFail("got \(String(describing: balance))")
        }
        XCTAssertEqual(try shop.mediator.cart.count(username: "alice"), 0)
        XCTAssertEqual(try shop.mediator.goods.show(id: 1).id, 1)
    }

    func testLoginGuard_loggedIn_letsTheWholeOrderFlowThroughUntilLogout() async throws {
        let shop = try await shop()
        installGuards(shop)
        try addMug(shop, for: "alice")
        try shop.mediator.account.login(username: "alice", password: "correct horse")
        try shop.mediator.payment.topUp(username: "alice", amount: 5_000)

        let order = try shop.mediator.order.checkout(username: "alice")
        let paid = try shop.mediator.order.pay(username: "alice", id: order.id, method: .wallet)
        try shop.mediator.account.logout()
        let afterLogout = caught(MediatorError.self) { try shop.mediator.order.show(username: "alice", id: order.id) }

        XCTAssertEqual(paid.status, .paid)
        XCTAssertEqual(afterLogout?.code, "notLoggedIn")
    }
}

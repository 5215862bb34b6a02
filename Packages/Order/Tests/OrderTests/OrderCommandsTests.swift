import ComponentCommands
import ComponentCommandsTesting
import Foundation
import GoodsMediator
import Mediator
import OrderMediator
import XCTest

@testable import OrderExample

/// Order's commands in process, as `OrderExample` runs them: the real Order in a temporary home, with
/// scripted Account (`demo` logged in), Cart (two lines: 2 × 8.99 and 1 × 13.50), Member (5%), Goods
/// and Payment.
final class OrderCommandsTests: XCTestCase {
    private var shop: OrderExampleShop!

    override func setUp() async throws {
        shop = try await OrderExampleShop.launch(clock: .fixed(Date(timeIntervalSince1970: 1_700_000_000)))
    }

    override func tearDown() async throws {
        await shop.close()
    }

    private func run(_ arguments: String...) async -> CommandRunner.Outcome {
        await shop.run(arguments)
    }

    private func json<T: Decodable>(_ outcome: CommandRunner.Outcome, as type: T.Type) throws -> T {
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        return try MediatorValue(jsonText: outcome.standardOutput).decode(T.self)
    }

    /// The order as every command prints it, after its headline.
    private func order(_ status: String, history: String) -> String {
        """
        order #1 · \(status)
        ID  TITLE                          QTY  PRICE  TOTAL
        3   Le Petit Prince                2    8.99   17.98
        33  Café de Colombia Huila, 250 g  1    13.50  13.50
        subtotal 31.48
        member discount 5%: -1.57
        total 29.91
        history: \(history)

        """
    }

    private func checkout() async throws {
        let outcome = await run("order", "checkout")
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
    }

    private func payByWallet() async throws {
        let outcome = await run("pay", "1", "--method", "wallet")
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
    }

    // MARK: order checkout

    func testCheckout_turnsTheCartIntoAnOrder_withTheMembersDiscount() async throws {
        let outcome = await run("order", "checkout")
        XCTAssertEqual(
            outcome.standardOutput,
            "order #1 created: pay it with: shop pay 1 --method wallet\n\n"
                + order("pendingPayment", history: "pendingPayment"))
        XCTAssertEqual(shop.cart.calls.map(\.action), ["show", "nativeClear"])
        XCTAssertEqual(shop.member.calls.map(\.params), [["username": "demo"]])
        XCTAssertEqual(shop.goods.calls.map(\.params), [["id": 3, "quantity": 2], ["id": 33, "quantity": 1]])
    }

    func testCheckout_json_isTheOrder() async throws {
        let order = try json(await run("order", "checkout", "--json"), as: OrderSummary.self)
        XCTAssertEqual(order.id, 1)
        XCTAssertEqual(order.status, .pendingPayment)
        XCTAssertEqual([order.subtotal, order.discount, order.total], [3148, 157, 2991])
        XCTAssertEqual(order.lines.map(\.goodsID), [3, 33])
    }

    func testCheckout_ofAnEmptyCart_isRefused() async throws {
        try await checkout()
        let outcome = await run("order", "checkout")
        XCTAssertEqual(outcome.exitCode, 1)
        XCTAssertEqual(
            outcome.standardError,
            "OrderExample: error: the cart of demo is empty; add goods first (shop cart add <goods-id>)\n")
    }

    func testCheckout_whenGoodsIsShort_isRefused_andCreatesNothing() async throws {
        shop.goods.fail("reserve", code: GoodsErrorCode.insufficientStock, message: "item 33 has only 0 in stock")
        let outcome = await run("order", "checkout")
        XCTAssertEqual(outcome.exitCode, 1)
        XCTAssertTrue(outcome.standardError.contains("item 33 has only 0 in stock"), outcome.standardError)
        XCTAssertEqual(shop.cart.calls.map(\.action), ["show"], "the cart is kept")
        let list = await run("order", "list")
        XCTAssertEqual(list.standardOutput, "no orders yet (shop order checkout)\n")
    }

    func testCheckout_withoutALogin_exits4() async {
        shop.logIn(nil)
        let outcome = await run("order", "checkout")
        XCTAssertEqual(
            outcome,
            .init(
                exitCode: 4, standardOutput: "",
                standardError: "OrderExample: error: log in first: \(OrderExampleShop.loginHint)\n"))
        XCTAssertEqual(shop.cart.calls, [])
    }

    // MARK: order list

    func testList_showsTheUsersOrders() async throws {
        try await checkout()
        let outcome = await run("order", "list")
        XCTAssertEqual(
            outcome.standardOutput,
            """
            ID  STATUS          ITEMS  TOTAL
            1   pendingPayment  3      29.91

            """)
        let orders = try json(await run("order", "list", "--json"), as: [OrderSummary].self)
        XCTAssertEqual(orders.map(\.id), [1])
        shop.logIn("ann")
        let others = await run("order", "list")
        XCTAssertEqual(others.standardOutput, "no orders yet (shop order checkout)\n")
    }

    // MARK: order show

    func testShow_printsTheOrderWithItsHistory() async throws {
        try await checkout()
        let outcome = await run("order", "show", "1")
        XCTAssertEqual(outcome.standardOutput, order("pendingPayment", history: "pendingPayment"))
        let shown = try json(await run("order", "show", "1", "--json"), as: OrderSummary.self)
        XCTAssertEqual(shown.username, "demo")
        XCTAssertEqual(shown.history.map(\.to), [.pendingPayment])
    }

    func testShow_anotherUsersOrder_isNotFound() async throws {
        try await checkout()
        shop.logIn("ann")
        let outcome = await run("order", "show", "1")
        XCTAssertEqual(
            outcome,
            .init(exitCode: 3, standardOutput: "", standardError: "OrderExample: error: no order #1 for this user\n"))
    }

    func testShow_withoutALogin_exits4() async throws {
        try await checkout()
        shop.logIn(nil)
        let outcome = await run("order", "show", "1")
        XCTAssertEqual(outcome.exitCode, 4)
    }

    // MARK: pay

    func testPay_byWallet_chargesTheTotal() async throws {
        try await checkout()
        let outcome = await run("pay", "1", "--method", "wallet")
        XCTAssertEqual(
            outcome.standardOutput, "order #1 paid 29.91\n\n" + order("paid", history: "pendingPayment → paid"))
        let charge = try XCTUnwrap(shop.payment.calls.first?.params)
        XCTAssertEqual(charge["amount"], 2991)
        XCTAssertEqual(charge["channel"], "wallet")
        XCTAssertEqual(charge["orderRef"], "order-1")
    }

    func testPay_byCard_json_isThePaidOrder() async throws {
        try await checkout()
        let paid = try json(
            await run("pay", "1", "--method", "card", "--card", "4242 4242 4242 4242", "--expiry", "12/30", "--json"),
            as: OrderSummary.self)
        XCTAssertEqual(paid.status, .paid)
        XCTAssertEqual(paid.paymentID, 1)
        XCTAssertEqual(shop.payment.calls.first?.params["cardExpiry"], "12/30")
    }

    func testPay_aDeclinedCard_isRefused_andTheOrderStaysPending() async throws {
        try await checkout()
        let outcome = await run(
            "pay", "1", "--method", "card", "--card", "4000 0000 0000 0002", "--expiry", "12/30")
        XCTAssertEqual(outcome.exitCode, 1)
        XCTAssertTrue(outcome.standardError.contains("the card was declined"), outcome.standardError)
        let shown = try json(await run("order", "show", "1", "--json"), as: OrderSummary.self)
        XCTAssertEqual(shown.status, .pendingPayment)
    }

    func testPay_withACardForAWalletPayment_isAUsageError_andChargesNothing() async throws {
        try await checkout()
        let outcome = await run("pay", "1", "--method", "wallet", "--card", "4242424242424242")
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(
            outcome.standardError,
            "OrderExample: error: --card and --expiry go with --method card\n"
                + "usage: OrderExample pay <order-id> --method wallet|card [--card NUMBER] [--expiry MM/YY]\n")
        XCTAssertEqual(shop.payment.calls, [])
    }

    // MARK: order cancel

    func testCancel_aPendingOrder_releasesItsStock() async throws {
        try await checkout()
        let outcome = await run("order", "cancel", "1")
        XCTAssertEqual(
            outcome.standardOutput,
            "order #1 cancelled\n\n" + order("cancelled", history: "pendingPayment → cancelled"))
        XCTAssertEqual(shop.goods.calls.filter { $0.action == "release" }.count, 2)
        XCTAssertEqual(shop.payment.calls, [])
    }

    func testCancel_aPaidOrder_refundsIt() async throws {
        try await checkout()
        try await payByWallet()
        let cancelled = try json(await run("order", "cancel", "1", "--json"), as: OrderSummary.self)
        XCTAssertEqual(cancelled.status, .cancelled)
        XCTAssertEqual(shop.payment.calls.last, .init(action: "refund", params: ["paymentID": 1]))
        let shown = await run("order", "show", "1")
        XCTAssertTrue(shown.standardOutput.hasSuffix("history: pendingPayment → paid → cancelled\n"))
    }

    func testCancel_aShippedOrder_isRefused() async throws {
        try await checkout()
        try await payByWallet()
        _ = await run("order", "ship", "1")
        let outcome = await run("order", "cancel", "1")
        XCTAssertEqual(
            outcome,
            .init(
                exitCode: 1, standardOutput: "",
                standardError:
                    "OrderExample: error: order #1 cannot go from shipped to cancelled (from shipped it can go to: delivered)\n"
            ))
    }

    // MARK: order ship, order deliver

    func testShipThenDeliver_movesAPaidOrderAlong() async throws {
        try await checkout()
        try await payByWallet()
        let shipped = await run("order", "ship", "1")
        XCTAssertEqual(
            shipped.standardOutput,
            "order #1 shipped\n\n" + order("shipped", history: "pendingPayment → paid → shipped"))
        let delivered = try json(await run("order", "deliver", "1", "--json"), as: OrderSummary.self)
        XCTAssertEqual(delivered.status, .delivered)
        XCTAssertEqual(delivered.history.map(\.to), [.pendingPayment, .paid, .shipped, .delivered])
    }

    func testShip_anUnpaidOrder_isRefused() async throws {
        try await checkout()
        let outcome = await run("order", "ship", "1")
        XCTAssertEqual(outcome.exitCode, 1)
        XCTAssertTrue(outcome.standardError.contains("cannot go from pendingPayment to shipped"), outcome.standardError)
    }

    func testDeliver_anUnknownOrder_isNotFound() async {
        let outcome = await run("order", "deliver", "9")
        XCTAssertEqual(outcome.exitCode, 3)
    }
}

import CartMediator
import ComponentCommands
import ComponentCommandsTesting
import Foundation
import Mediator
import Storage
import XCTest

@testable import Cart

/// Cart's commands in process: the real Cart on an in-memory database, `ann` logged in, run through
/// `CommandRunner` as an app would run them (text, `--json`, exit codes).
final class CartCommandsTests: XCTestCase {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").appendingPathComponent("help.txt")

    private func runner(user: String? = "ann") throws -> (Mediator, CommandRunner) {
        let context = MediatorContext()
        context.register(try StorageFacade.inMemory())
        context.register(WallClock.fixed(Date(timeIntervalSince1970: 1_800_000_000)))
        let mediator = Mediator(context: context)
        let runner = CommandRunner(
            program: "cart-test", summary: "Cart alone", catalogs: try CommandCatalog.load(["Cart"])
        ) {
            CommandContext(mediator: mediator, usage: $0, loginHint: "log in as ann") { user }
        }
        return (mediator, runner)
    }

    func testShow_listsTheLinesWithTotals_andAnEmptyCartSaysHowToFillIt() async throws {
        let (mediator, runner) = try runner()
        let empty = await runner.run(["cart", "show"])
        XCTAssertEqual(empty.standardOutput, "your cart is empty (shop cart add <goods-id>)\n")
        try mediator.cart.add(username: "ann", goodsID: 7, title: "Tea", unitPrice: 450, quantity: 2)
        let shown = await runner.run(["cart", "show"])
        XCTAssertEqual(
            shown.standardOutput,
            "ID  TITLE  QTY  PRICE  TOTAL\n7   Tea    2    4.50   9.00\n2 items · total 9.00\n")
        let json = try MediatorValue(jsonText: (await runner.run(["cart", "show", "--json"])).standardOutput)
        XCTAssertEqual(try json.decode(CartSummary.self), try mediator.cart.show(username: "ann"))
    }

    func testUpdateRemoveAndClear_changeOnlyTheLoggedInUsersCart() async throws {
        let (mediator, runner) = try runner()
        try mediator.cart.add(username: "ann", goodsID: 7, title: "Tea", unitPrice: 450)
        try mediator.cart.add(username: "ann", goodsID: 8, title: "Mug", unitPrice: 900)
        try mediator.cart.add(username: "bob", goodsID: 7, title: "Tea", unitPrice: 450)
        let updated = await runner.run(["cart", "update", "7", "5"])
        XCTAssertEqual(updated, .init(exitCode: 0, standardOutput: "Tea: quantity 5\n", standardError: ""))
        let removed = await runner.run(["cart", "remove", "8"])
        XCTAssertEqual(removed.standardOutput, "removed goods #8 from your cart\n")
        XCTAssertEqual(try mediator.cart.show(username: "ann").lines.map(\.quantity), [5])
        let cleared = await runner.run(["cart", "clear", "--json"])
        XCTAssertEqual(try MediatorValue(jsonText: cleared.standardOutput)["removed"], 1)
        XCTAssertTrue(try mediator.cart.show(username: "ann").isEmpty)
        XCTAssertEqual(try mediator.cart.show(username: "bob").itemCount, 1, "another user's cart is untouched")
    }

    func testErrors_exitByKind_andBadValuesTouchNothing() async throws {
        let (mediator, runner) = try runner()
        try mediator.cart.add(username: "ann", goodsID: 7, title: "Tea", unitPrice: 450)
        let missing = await runner.run(["cart", "update", "99", "2"])
        XCTAssertEqual(missing.exitCode, 3, missing.standardError)
        let zero = await runner.run(["cart", "update", "7", "0"])
        XCTAssertEqual(zero.exitCode, 2)
        XCTAssertTrue(zero.standardError.contains("use 'cart remove' for 0"), zero.standardError)
        XCTAssertEqual(try mediator.cart.show(username: "ann").lines.map(\.quantity), [1], "nothing changed")
        let (_, loggedOut) = try self.runner(user: nil)
        let refused = await loggedOut.run(["cart", "show"])
        XCTAssertEqual(refused.exitCode, 4)
        XCTAssertEqual(refused.standardError, "cart-test: error: log in first: log in as ann\n")
    }

    func testHelp_matchesTheGoldenFile() async throws {
        let (_, runner) = try runner()
        if let difference = try HelpGolden.compare(await HelpGolden.transcript(of: runner), with: Self.golden) {
            XCTFail(difference)
        }
    }
}

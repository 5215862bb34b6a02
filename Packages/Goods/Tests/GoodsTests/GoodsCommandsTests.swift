import CartMediator
import ComponentCommands
import ComponentCommandsTesting
import Foundation
import GoodsMediator
import Mediator
import XCTest

@testable import GoodsExample

/// Goods' commands in process, as `GoodsExample` runs them: the real Goods on its bundled catalog in a
/// temporary home, with scripted Account (`demo` logged in), Member (5%) and Cart.
final class GoodsCommandsTests: XCTestCase {
    private var shop: GoodsExampleShop!

    override func setUp() async throws {
        shop = try await GoodsExampleShop.launch(clock: .fixed(Date(timeIntervalSince1970: 1_700_000_000)))
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

    // MARK: goods list

    func testList_printsPageOneOfTheBundledCatalogByTitle() async throws {
        let outcome = await run("goods", "list")
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        let lines = outcome.standardOutput.split(separator: "\n")
        XCTAssertEqual(lines.count, 22, "header, 20 items, footer")
        XCTAssertEqual(
            lines.first?.split(separator: " ", omittingEmptySubsequences: true),
            ["ID", "TITLE", "CATEGORY", "PRICE", "STOCK", "RATING"])
        XCTAssertTrue(
            lines[1].hasPrefix("26  1000-Piece Puzzle: Hokusai's Great Wave  toys         21.99 "), "\(lines[1])")
        XCTAssertEqual(lines.last, "page 1 of 2 · 36 items")
        XCTAssertEqual(outcome.standardError, "")
    }

    func testList_json_isTheRequestedPage() async throws {
        let page = try json(
            await run("goods", "list", "--page", "2", "--category", "coffee", "--page-size", "4", "--json"),
            as: GoodsPage.self)
        XCTAssertEqual(page.page, 2)
        XCTAssertEqual(page.total, 6)
        XCTAssertEqual(page.items.count, 2)
        XCTAssertEqual(Set(page.items.map(\.category)), ["coffee"])
        let sorted = try json(await run("goods", "list", "--sort", "price-desc", "--json"), as: GoodsPage.self)
        XCTAssertEqual(sorted.items.map(\.price), sorted.items.map(\.price).sorted(by: >))
    }

    func testList_withAnUnknownCategory_isAnInvalidRequestNamingTheKnownOnes() async {
        let outcome = await run("goods", "list", "--category", "nope")
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(
            outcome.standardError,
            "GoodsExample: error: no category 'nope' (known: books, coffee, electronics, kitchen, outdoor, toys)\n")
    }

    func testList_withAPageSizeOutOfRange_isAUsageErrorWithTheUsageLine() async {
        let outcome = await run("goods", "list", "--page-size", "101")
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(
            outcome.standardError.hasPrefix("GoodsExample: error: --page-size must be"), outcome.standardError)
        XCTAssertTrue(
            outcome.standardError.contains("\nusage: GoodsExample goods list [--page N]"), outcome.standardError)
    }

    // MARK: goods search

    func testSearch_findsByTitleOrDescription_inAnyCase() async throws {
        let outcome = await run("goods", "search", "KETTLE")
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertTrue(outcome.standardOutput.contains("Gooseneck Kettle 1 L"), outcome.standardOutput)
        XCTAssertTrue(outcome.standardOutput.hasSuffix("\n1 found\n"), outcome.standardOutput)
        let found = try json(await run("goods", "search", "kettle", "--json"), as: GoodsSearchResult.self)
        XCTAssertEqual(found.query, "kettle")
        XCTAssertEqual(found.items.map(\.id), [36])
    }

    func testSearch_withNoMatch_saysSo_andSucceeds() async {
        let outcome = await run("goods", "search", "zzz")
        XCTAssertEqual(outcome, .init(exitCode: 0, standardOutput: "no goods match 'zzz'\n", standardError: ""))
    }

    // MARK: goods show

    func testShow_loggedIn_addsTheMembersPrice_askingMemberForThatMember() async throws {
        let outcome = await run("goods", "show", "3")
        XCTAssertEqual(
            outcome.standardOutput,
            """
            #3 Le Petit Prince  [books]
            Antoine de Saint-Exupéry's tale in the original French, with the author's watercolours.
            price:  8.99
            member: 8.54 (your 5% member discount)
            stock:  40   rating: 4.7   sku: BOOK-0003

            """)
        XCTAssertEqual(shop.member.calls.map(\.params), [["username": "demo"]])
        let item = try json(await run("goods", "show", "3", "--json"), as: GoodsItem.self)
        XCTAssertEqual(item.memberPrice, 854)
        XCTAssertEqual(item.discountPercent, 5)
        XCTAssertEqual(item.createdAt, Date(timeIntervalSince1970: 1_700_000_000))
    }

    func testShow_asAGuest_showsTheGuestPriceOnly_andAsksNoMember() async throws {
        shop.logIn(nil)
        let outcome = await run("goods", "show", "3")
        XCTAssertFalse(outcome.standardOutput.contains("member:"), outcome.standardOutput)
        XCTAssertTrue(outcome.standardOutput.contains("price:  8.99\n"), outcome.standardOutput)
        let item = try json(await run("goods", "show", "3", "--json"), as: GoodsItem.self)
        XCTAssertNil(item.memberPrice)
        XCTAssertEqual(shop.member.calls, [])
    }

    func testShow_anUnknownItem_exits3() async {
        let outcome = await run("goods", "show", "999")
        XCTAssertEqual(
            outcome,
            .init(exitCode: 3, standardOutput: "", standardError: "GoodsExample: error: no goods item with id 999\n"))
    }

    // MARK: goods categories

    func testCategories_listsEachWithItsCounts() async throws {
        let outcome = await run("goods", "categories")
        let lines = outcome.standardOutput.split(separator: "\n")
        XCTAssertEqual(lines.first, "CATEGORY     ITEMS  IN STOCK")
        XCTAssertEqual(lines.dropFirst().first, "books        6      5")
        XCTAssertEqual(lines.count, 7)
        let categories = try json(await run("goods", "categories", "--json"), as: [GoodsCategory].self)
        XCTAssertEqual(categories.map(\.name), ["books", "coffee", "electronics", "kitchen", "outdoor", "toys"])
        XCTAssertEqual(categories.reduce(0) { $0 + $1.count }, 36)
    }

    // MARK: cart add

    func testCartAdd_putsTheItemsTitleAndGuestPriceIntoTheUsersCart() async throws {
        let outcome = await run("cart", "add", "3", "--quantity", "2")
        XCTAssertEqual(
            outcome,
            .init(exitCode: 0, standardOutput: "added 2 × Le Petit Prince; now 2 in your cart\n", standardError: ""))
        XCTAssertEqual(
            shop.cart.calls.map(\.params),
            [["username": "demo", "goodsID": 3, "title": "Le Petit Prince", "unitPrice": 899, "quantity": 2]])
        let line = try json(await run("cart", "add", "3", "--json"), as: CartLine.self)
        XCTAssertEqual(line.goodsID, 3)
        XCTAssertEqual(line.lineTotal, 899)
    }

    func testCartAdd_withoutALogin_exits4_andTouchesNoCart() async {
        shop.logIn(nil)
        let outcome = await run("cart", "add", "3")
        XCTAssertEqual(outcome.exitCode, 4)
        XCTAssertEqual(outcome.standardError, "GoodsExample: error: log in first: \(GoodsExampleShop.loginHint)\n")
        XCTAssertEqual(shop.cart.calls, [])
    }

    func testCartAdd_anUnknownItem_exits3_andTouchesNoCart() async {
        let outcome = await run("cart", "add", "999")
        XCTAssertEqual(outcome.exitCode, 3)
        XCTAssertEqual(shop.cart.calls, [])
    }

    func testCartAdd_whenCartRefuses_exits1WithCartsMessage() async {
        shop.cart.fail("add", code: CartErrorCode.quantityLimit, message: "a cart line holds at most 99")
        let outcome = await run("cart", "add", "3", "--quantity", "99")
        XCTAssertEqual(
            outcome,
            .init(exitCode: 1, standardOutput: "", standardError: "GoodsExample: error: a cart line holds at most 99\n")
        )
    }
}

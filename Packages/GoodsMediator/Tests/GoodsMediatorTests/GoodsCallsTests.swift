import Foundation
import GoodsMediator
import Mediator
import MediatorTesting
import XCTest

final class GoodsCallsTests: XCTestCase {
    private let fake = ScriptedComponent(
        name: "Goods",
        local: [
            "list", "categories", "search", "show", "show@member", "nativeShowForMember", "reserve", "release",
            "stockLedger",
        ],
        localAsync: ["seed"])
    private var mediator: Mediator!

    override func setUp() {
        mediator = fake.mediator()
    }

    /// What Goods' target sends for an item (the guest form unless `extra` adds the member fields).
    static func itemValue(id: Int = 3, extra: [String: MediatorValue] = [:]) -> MediatorValue {
        var fields: [String: MediatorValue] = [
            "id": .int(id), "sku": "COFF-0003", "title": "Café de Colombia", "description": "Medium roast",
            "category": "coffee", "price": 1350, "stock": 33, "rating": 4.4, "inStock": true,
            "createdAt": 1_700_000_000,
        ]
        fields.merge(extra) { _, new in new }
        return .object(fields)
    }

    static func item(id: Int = 3, memberPrice: Int? = nil, discountPercent: Int? = nil) -> GoodsItem {
        GoodsItem(
            id: id, sku: "COFF-0003", title: "Café de Colombia", description: "Medium roast", category: "coffee",
            price: 1350, stock: 33, rating: 4.4, createdAt: Date(timeIntervalSince1970: 1_700_000_000),
            memberPrice: memberPrice, discountPercent: discountPercent)
    }

    private func assertMalformed(
        _ action: String, path: String, _ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            guard case .malformedResult("Goods", action, let got, _)? = error as? MediatorError else {
                return XCTFail("expected malformedResult, got \(error)", file: file, line: line)
            }
            XCTAssertEqual(got, path, file: file, line: line)
        }
    }

    // MARK: Wire shapes

    func testItem_roundTripsTheWireShape_inBothForms() throws {
        XCTAssertEqual(try MediatorValue(encoding: Self.item()), Self.itemValue())
        XCTAssertEqual(try Self.itemValue().decode(GoodsItem.self), Self.item())
        let member = Self.itemValue(extra: ["memberPrice": 1283, "discountPercent": 5])
        XCTAssertEqual(try MediatorValue(encoding: Self.item(memberPrice: 1283, discountPercent: 5)), member)
        XCTAssertEqual(try member.decode(GoodsItem.self).effectivePrice, 1283)
        XCTAssertEqual(Self.item().effectivePrice, 1350)
    }

    func testItem_inStockFollowsStock() {
        let empty = GoodsItem(
            id: 1, sku: "A-1", title: "A", description: "", category: "a", price: 1, stock: 0, rating: 0,
            createdAt: Date(timeIntervalSince1970: 0))
        XCTAssertFalse(empty.inStock)
        XCTAssertTrue(Self.item().inStock)
    }

    func testPage_computesItsTotals_andRoundTrips() throws {
        let page = GoodsPage(items: [Self.item(id: 1)], page: 2, pageSize: 2, total: 5, listing: .experimental)
        XCTAssertEqual(page.pageCount, 3)
        XCTAssertTrue(page.hasMore)
        XCTAssertEqual(GoodsPage(items: [], page: 1, pageSize: 20, total: 0).pageCount, 0)
        XCTAssertFalse(GoodsPage(items: [], page: 3, pageSize: 2, total: 5).hasMore)
        let value = try MediatorValue(encoding: page)
        XCTAssertEqual(value["listing"], "experimental")
        XCTAssertEqual(value["pageCount"], 3)
        XCTAssertEqual(value["hasMore"], true)
        XCTAssertEqual(try value.decode(GoodsPage.self), page)
    }

    // MARK: Calls

    func testList_sendsParamsAndDecodesThePage() throws {
        let page = GoodsPage(items: [Self.item()], page: 1, pageSize: 10, total: 1)
        fake.answer("list", with: try MediatorValue(encoding: page))
        XCTAssertEqual(try mediator.goods.list(page: 1, pageSize: 10, category: "coffee", sort: .priceDescending), page)
        XCTAssertEqual(
            fake.calls,
            [.init(action: "list", params: ["page": 1, "pageSize": 10, "category": "coffee", "sort": "price-desc"])])
    }

    func testList_withoutCategory_sendsNoCategory() throws {
        fake.answer("list", with: try MediatorValue(encoding: GoodsPage(items: [], page: 1, pageSize: 20, total: 0)))
        _ = try mediator.goods.list()
        XCTAssertNil(fake.calls.last?.params["category"])
        XCTAssertEqual(fake.calls.last?.params["sort"], "title")
    }

    func testCategories_decodesTheList() throws {
        let sent: MediatorValue = ["categories": [["name": "books", "count": 6, "inStock": 5]]]
        fake.answer("categories", with: sent)
        let categories = try mediator.goods.categories()
        XCTAssertEqual(categories, [GoodsCategory(name: "books", count: 6, inStock: 5)])
        XCTAssertEqual(try MediatorValue(encoding: GoodsCategoryList(categories: categories)), sent)
    }

    func testSearch_sendsQueryAndDecodesItems() throws {
        let sent: MediatorValue = ["query": "100%", "items": [Self.itemValue(id: 32)]]
        fake.answer("search", with: sent)
        let result = try mediator.goods.search("100%", limit: 5)
        XCTAssertEqual(result, GoodsSearchResult(query: "100%", items: [Self.item(id: 32)]))
        XCTAssertEqual(try MediatorValue(encoding: result), sent)
        XCTAssertEqual(fake.calls.last?.params, ["query": "100%", "limit": 5])
    }

    func testSearch_answeredByARewriteToList_readsTheItems() throws {
        fake.answer(
            "search",
            with: try MediatorValue(encoding: GoodsPage(items: [Self.item()], page: 1, pageSize: 20, total: 1)))
        XCTAssertEqual(try mediator.goods.search("tea"), GoodsSearchResult(query: nil, items: [Self.item()]))
    }

    func testShow_inMemberState_reachesTheMemberForm() throws {
        fake.answer("show", with: Self.itemValue())
        fake.answer("show@member", with: Self.itemValue(extra: ["memberPrice": 1215, "discountPercent": 10]))
        XCTAssertEqual(try mediator.goods.show(id: 3), Self.item())
        mediator.setState("member")
        XCTAssertEqual(try mediator.goods.show(id: 3), Self.item(memberPrice: 1215, discountPercent: 10))
        XCTAssertEqual(fake.calls.map(\.action), ["show", "show@member"])
        XCTAssertEqual(fake.calls.last?.params, ["id": 3], "the caller sends no discount: Goods asks Member")
    }

    func testShowPricedFor_sendsIDAndUsername_toTheLocalMemberForm_inAnyState() throws {
        fake.answer("nativeShowForMember", with: Self.itemValue(extra: ["memberPrice": 1283, "discountPercent": 5]))
        XCTAssertEqual(
            try mediator.goods.show(id: 3, pricedFor: "alice"), Self.item(memberPrice: 1283, discountPercent: 5))
        XCTAssertEqual(fake.calls, [.init(action: "nativeShowForMember", params: ["id": 3, "username": "alice"])])
    }

    func testReserveAndRelease_sendIDAndQuantity_andReturnTheStock() throws {
        fake.answer("reserve", with: ["id": 4, "stock": 1])
        fake.answer("release", with: ["id": 4, "stock": 6])
        XCTAssertEqual(try mediator.goods.reserve(id: 4, quantity: 2), 1)
        XCTAssertEqual(try mediator.goods.release(id: 4, quantity: 3), 6)
        XCTAssertEqual(fake.calls.map(\.params), [["id": 4, "quantity": 2], ["id": 4, "quantity": 3]])
        XCTAssertEqual(try MediatorValue(encoding: GoodsStockLevel(id: 4, stock: 6)), ["id": 4, "stock": 6])
    }

    func testStockLedger_decodesLines_withUntrackedReservationsAsNil() throws {
        fake.answer(
            "stockLedger",
            with: [
                "items": [
                    ["id": 1, "stock": 8, "reserved": 2, "opening": 9, "restocked": 1],
                    ["id": 2, "stock": 3, "reserved": nil],
                ]
            ])
        let lines = try mediator.goods.stockLedger()
        XCTAssertEqual(
            lines,
            [
                GoodsStockLine(id: 1, stock: 8, reserved: 2, opening: 9, restocked: 1),
                GoodsStockLine(id: 2, stock: 3, reserved: nil),
            ])
        XCTAssertEqual(
            try MediatorValue(encoding: GoodsStockLedger(items: lines)),
            ["items": [["id": 1, "stock": 8, "reserved": 2, "opening": 9, "restocked": 1], ["id": 2, "stock": 3]]],
            "nil is left out")
    }

    func testSeed_sendsURLAndRefreshAndDecodes() async throws {
        let sent: MediatorValue = ["source": "file:///tmp/c.json", "inserted": 2, "updated": 1, "skipped": false]
        fake.answer("seed", with: sent)
        let result = try await mediator.goods.seed(catalogURL: "file:///tmp/c.json", refresh: true)
        XCTAssertEqual(result, GoodsSeedResult(source: "file:///tmp/c.json", inserted: 2, updated: 1, skipped: false))
        XCTAssertEqual(try MediatorValue(encoding: result), sent)
        XCTAssertEqual(fake.calls.last?.params, ["url": "file:///tmp/c.json", "refresh": true])
        fake.answer("seed", with: ["source": nil, "inserted": 0, "updated": 0, "skipped": true])
        let skipped = try await mediator.goods.seed()
        XCTAssertEqual(skipped, .skippedRun)
        XCTAssertEqual(try MediatorValue(encoding: skipped), ["inserted": 0, "updated": 0, "skipped": true])
    }

    // MARK: Failures

    func testEveryGoodsCode_arrivesAsGoodsFailureWithItsKind() async {
        for code in GoodsErrorCode.allCases {
            fake.fail(code: code.rawValue, kind: code.kind, message: "m")
            XCTAssertThrowsError(try mediator.goods.reserve(id: 4, quantity: 9)) { error in
                XCTAssertEqual(error as? GoodsFailure, GoodsFailure(code, message: "m"))
                XCTAssertEqual((error as? GoodsFailure)?.kind, code.kind)
            }
            do {
                _ = try await mediator.goods.seed()
                XCTFail("seed should fail with \(code)")
            } catch {
                XCTAssertEqual(error as? GoodsFailure, GoodsFailure(code, message: "m"), "the async call maps too")
            }
        }
    }

    func testKinds_sayWhatTheCallerCanDo() {
        XCTAssertEqual(GoodsErrorCode.notFound.kind, .notFound)
        XCTAssertEqual(GoodsErrorCode.insufficientStock.kind, .refused)
        XCTAssertEqual(GoodsErrorCode.stockLimitExceeded.kind, .refused)
        XCTAssertEqual(GoodsErrorCode.invalidQuantity.kind, .invalid)
        XCTAssertEqual(GoodsErrorCode.unknownCategory.kind, .invalid)
        XCTAssertEqual(GoodsErrorCode.invalidDiscount.kind, .unavailable)
        XCTAssertEqual(GoodsErrorCode.malformedCatalog.kind, .unavailable)
    }

    func testAnUndeclaredCode_passesThroughAsMediatorErrorKeepingItsKind() {
        fake.fail("categories", code: "databaseLocked", kind: .unavailable, message: "database is locked")
        XCTAssertThrowsError(try mediator.goods.categories()) { error in
            XCTAssertEqual((error as? MediatorError)?.code, "databaseLocked")
            XCTAssertEqual((error as? MediatorError)?.kind, .unavailable)
        }
    }

    func testCall_withoutGoodsLinked_failsWithTargetNotFound() {
        let bare = Mediator(context: MediatorContext(), naming: .singleModule("NoSuchModule"))
        XCTAssertThrowsError(try bare.goods.show(id: 1)) { error in
            XCTAssertEqual((error as? MediatorError)?.code, "targetNotFound")
        }
    }

    func testMalformedResults_failWithMalformedResultNamingTheKeyPath() {
        var fields = Self.itemValue().objectValue ?? [:]
        fields["price"] = nil
        fake.answer("show", with: .object(fields))
        assertMalformed("show", path: "price") { _ = try mediator.goods.show(id: 3) }
        fake.answer("show", with: Self.itemValue(extra: ["stock": "many"]))
        assertMalformed("show", path: "stock") { _ = try mediator.goods.show(id: 3) }
        fake.answer(
            "list",
            with: [
                "items": [["id": 1]], "page": 1, "pageSize": 20, "total": 1, "pageCount": 1, "hasMore": false,
                "listing": "standard",
            ])
        assertMalformed("list", path: "items[0].sku") { _ = try mediator.goods.list() }
        fake.answer(
            "list",
            with: [
                "items": [], "page": 1, "pageSize": 20, "total": 0, "pageCount": 0, "hasMore": false,
                "listing": "sideways",
            ])
        assertMalformed("list", path: "listing") { _ = try mediator.goods.list() }
        fake.answer("reserve", with: ["id": 4])
        assertMalformed("reserve", path: "stock") { try mediator.goods.reserve(id: 4, quantity: 1) }
        fake.answer("categories", with: .array([]))
        assertMalformed("categories", path: "") { _ = try mediator.goods.categories() }
    }
}

import Foundation
import Mediator
import MediatorTesting
import XCTest

@testable import GoodsMediator

final class GoodsCallsTests: XCTestCase {
    private let fake = ScriptedComponent(
        name: "Goods", local: ["list", "categories", "search", "show", "show@member", "reserve", "release"],
        localAsync: ["seed"])
    private var mediator: Mediator!

    override func setUp() {
        mediator = fake.mediator()
    }

    static func itemValue(id: Int = 3, extra: [String: MediatorValue] = [:]) -> MediatorValue {
        var fields: [String: MediatorValue] = [
            "id": .int(id), "sku": "COFF-0003", "title": "Café de Colombia", "description": "Medium roast",
            "category": "coffee", "price": 1350, "stock": 33, "rating": 4.4, "inStock": true,
            "createdAt": 1_700_000_000,
        ]
        fields.merge(extra) { _, new in new }
        return .object(fields)
    }

    // MARK: Decoding

    func testItem_decodesEveryField() throws {
        let item = try GoodsItem(Self.itemValue())
        XCTAssertEqual(
            item,
            GoodsItem(
                id: 3, sku: "COFF-0003", title: "Café de Colombia", description: "Medium roast", category: "coffee",
                price: 1350, stock: 33, rating: 4.4, createdAt: Date(timeIntervalSince1970: 1_700_000_000)))
        XCTAssertNil(item.memberPrice)
        XCTAssertEqual(item.effectivePrice, 1350)
    }

    func testItem_withMemberFields_decodesMemberPrice() throws {
        let item = try GoodsItem(Self.itemValue(extra: ["memberPrice": 1283, "discountPercent": 5]))
        XCTAssertEqual(item.memberPrice, 1283)
        XCTAssertEqual(item.discountPercent, 5)
        XCTAssertEqual(item.effectivePrice, 1283)
    }

    func testItem_withIntegralRating_decodes() throws {
        XCTAssertEqual(try GoodsItem(Self.itemValue(extra: ["rating": 4])).rating, 4.0)
    }

    func testItem_withMissingOrMistypedField_failsNamingIt() {
        var fields = Self.itemValue().objectValue ?? [:]
        fields["price"] = nil
        XCTAssertThrowsError(try GoodsItem(.object(fields))) { error in
            XCTAssertEqual(
                error as? GoodsCallError,
                .unexpectedResult(action: "show", reason: "field 'price' should be Int, got nothing"))
        }
        XCTAssertThrowsError(try GoodsItem(Self.itemValue(extra: ["stock": "many"]))) { error in
            XCTAssertTrue(String(describing: error).contains("field 'stock' should be Int, got String"))
        }
        XCTAssertThrowsError(try GoodsItem(.array([]))) { error in
            XCTAssertTrue(String(describing: error).contains("expected an object, got Array"))
        }
    }

    func testPage_decodesItemsAndTotals() throws {
        let page = try GoodsPage([
            "items": [Self.itemValue(id: 1), Self.itemValue(id: 2)], "page": 2, "pageSize": 2, "total": 5,
            "pageCount": 3, "hasMore": true, "listing": "experimental",
        ])
        XCTAssertEqual(page.items.map(\.id), [1, 2])
        XCTAssertEqual(page.page, 2)
        XCTAssertEqual(page.total, 5)
        XCTAssertEqual(page.pageCount, 3)
        XCTAssertTrue(page.hasMore)
        XCTAssertEqual(page.listing, "experimental")
    }

    func testPage_withABadItem_failsNamingListAndField() {
        let value: MediatorValue = [
            "items": [["id": 1]], "page": 1, "pageSize": 20, "total": 1, "pageCount": 1, "hasMore": false,
            "listing": "standard",
        ]
        XCTAssertThrowsError(try GoodsPage(value)) { error in
            guard case .unexpectedResult(let action, let reason)? = error as? GoodsCallError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(action, "list")
            XCTAssertTrue(reason.contains("'sku'"), reason)
        }
    }

    // MARK: Calls

    func testList_sendsParamsAndDecodes() throws {
        fake.answer(
            "list",
            with: [
                "items": [Self.itemValue()], "page": 1, "pageSize": 10, "total": 1, "pageCount": 1, "hasMore": false,
                "listing": "standard",
            ])
        let page = try mediator.goods.list(page: 1, pageSize: 10, category: "coffee", sort: .priceDescending)
        XCTAssertEqual(page.items.first?.id, 3)
        let call = try XCTUnwrap(fake.calls.last)
        XCTAssertEqual(call.action, "list")
        XCTAssertEqual(call.params, ["page": 1, "pageSize": 10, "category": "coffee", "sort": "price-desc"])
    }

    func testList_withoutCategory_sendsNoCategory() throws {
        fake.answer(
            "list",
            with: [
                "items": [], "page": 1, "pageSize": 20, "total": 0, "pageCount": 0, "hasMore": false,
                "listing": "standard",
            ])
        _ = try mediator.goods.list()
        XCTAssertNil(fake.calls.last?.params["category"])
        XCTAssertEqual(fake.calls.last?.params["sort"], "title")
    }

    func testCategories_decodesTheList() throws {
        fake.answer("categories", with: ["categories": [["name": "books", "count": 6, "inStock": 5]]])
        XCTAssertEqual(try mediator.goods.categories(), [GoodsCategory(name: "books", count: 6, inStock: 5)])
    }

    func testSearch_sendsQueryAndDecodesItems() throws {
        fake.answer("search", with: ["query": "100%", "items": [Self.itemValue(id: 32)]])
        XCTAssertEqual(try mediator.goods.search("100%", limit: 5).map(\.id), [32])
        XCTAssertEqual(fake.calls.last?.params, ["query": "100%", "limit": 5])
    }

    func testShow_inMemberState_reachesTheMemberForm() throws {
        fake.answer("show", with: Self.itemValue())
        fake.answer("show@member", with: Self.itemValue(extra: ["memberPrice": 1215, "discountPercent": 10]))
        XCTAssertNil(try mediator.goods.show(id: 3).memberPrice)
        mediator.setState("member")
        XCTAssertEqual(try mediator.goods.show(id: 3).memberPrice, 1215)
        XCTAssertEqual(fake.calls.map(\.action), ["show", "show@member"])
        XCTAssertEqual(fake.calls.last?.params, ["id": 3], "the caller sends no discount: Goods asks Member")
    }

    func testShow_whenGoodsSaysNotFound_failsWithNotFound() {
        fake.fail("show", code: "notFound", message: "no goods item with id 9")
        XCTAssertThrowsError(try mediator.goods.show(id: 9)) { error in
            XCTAssertEqual(error as? GoodsCallError, .notFound(id: 9))
        }
    }

    func testReserve_sendsIDAndQuantityAndReturnsStock() throws {
        fake.answer("reserve", with: ["id": 4, "stock": 1])
        XCTAssertEqual(try mediator.goods.reserve(id: 4, quantity: 2), 1)
        XCTAssertEqual(fake.calls.last?.params, ["id": 4, "quantity": 2])
    }

    func testReserve_whenShort_failsWithInsufficientStock() {
        fake.fail("reserve", code: "insufficientStock", message: "item 4 has only 3 in stock; 9 requested")
        XCTAssertThrowsError(try mediator.goods.reserve(id: 4, quantity: 9)) { error in
            XCTAssertEqual(
                error as? GoodsCallError,
                .insufficientStock(id: 4, requested: 9, message: "item 4 has only 3 in stock; 9 requested"))
            XCTAssertEqual(String(describing: error), "item 4 has only 3 in stock; 9 requested")
        }
    }

    func testRelease_returnsStockAndMapsBadQuantity() throws {
        fake.answer("release", with: ["id": 4, "stock": 6])
        XCTAssertEqual(try mediator.goods.release(id: 4, quantity: 3), 6)
        fake.fail("release", code: "invalidQuantity", message: "quantity must be between 1 and 1000000, got 0")
        XCTAssertThrowsError(try mediator.goods.release(id: 4, quantity: 0)) { error in
            XCTAssertEqual(
                error as? GoodsCallError,
                .invalidRequest(code: "invalidQuantity", message: "quantity must be between 1 and 1000000, got 0"))
        }
    }

    func testList_withRequestErrors_mapsToInvalidRequest() {
        for code in ["invalidPage", "invalidSort", "unknownCategory"] {
            fake.fail("list", code: code, message: "bad \(code)")
            XCTAssertThrowsError(try mediator.goods.list()) { error in
                XCTAssertEqual(error as? GoodsCallError, .invalidRequest(code: code, message: "bad \(code)"))
            }
        }
    }

    func testCall_withAnUnknownCode_passesTheMediatorErrorThrough() {
        fake.fail("categories", code: "databaseLocked", message: "database is locked")
        XCTAssertThrowsError(try mediator.goods.categories()) { error in
            XCTAssertEqual((error as? MediatorError)?.code, "databaseLocked")
        }
    }

    func testCall_withoutGoodsLinked_failsWithTargetNotFound() {
        let bare = Mediator(context: MediatorContext(), naming: .singleModule("NoSuchModule"))
        XCTAssertThrowsError(try bare.goods.show(id: 1)) { error in
            XCTAssertEqual((error as? MediatorError)?.code, "targetNotFound")
        }
    }

    func testSeed_sendsURLAndRefreshAndDecodes() async throws {
        fake.answer("seed", with: ["source": "file:///tmp/c.json", "inserted": 2, "updated": 1, "skipped": false])
        let result = try await mediator.goods.seed(catalogURL: "file:///tmp/c.json", refresh: true)
        XCTAssertEqual(result, GoodsSeedResult(source: "file:///tmp/c.json", inserted: 2, updated: 1, skipped: false))
        XCTAssertEqual(fake.calls.last?.params, ["url": "file:///tmp/c.json", "refresh": true])
    }

    func testSeed_withABadCatalog_failsWithCatalogFailed() async {
        fake.fail(
            "seed", code: "invalidCatalogItem", message: "catalog item #3 is invalid: price must be greater than 0")
        do {
            _ = try await mediator.goods.seed()
            XCTFail("seed should fail")
        } catch {
            XCTAssertEqual(
                error as? GoodsCallError,
                .catalogFailed(
                    code: "invalidCatalogItem", message: "catalog item #3 is invalid: price must be greater than 0"))
        }
    }
}

import Foundation
import GoodsMediator
import Networking
import Storage
import XCTest

@testable import Goods

final class GoodsSeedingTests: XCTestCase {
    private let networking = NetworkingFacade()

    private func emptyFacade() throws -> GoodsFacade {
        try GoodsFacade(storage: try StorageFacade.inMemory(), now: { Date(timeIntervalSince1970: 1_700_000_000) })
    }

    /// Seeds `items` and expects a failure whose code and message are given; the table must stay empty.
    private func assertSeedFails(
        _ items: [[String: Any]], code: String, mentioning fragments: [String], line: UInt = #line
    ) async throws {
        let facade = try emptyFacade()
        let url = try GoodsFixtures.file(try GoodsFixtures.json(items), self)
        do {
            _ = try await facade.seed(from: url, networking: networking)
            XCTFail("seeding should fail", line: line)
        } catch let error as GoodsError {
            XCTAssertEqual(error.code, code, line: line)
            for fragment in fragments {
                XCTAssertTrue(String(describing: error).contains(fragment), "\(error) lacks \(fragment)", line: line)
            }
        }
        XCTAssertEqual(try facade.itemCount(), 0, "a bad catalog must leave the table empty", line: line)
    }

    // MARK: Good catalogs

    func testSeed_fromFileURL_insertsEveryItemWithTheClockTime() async throws {
        let facade = try emptyFacade()
        let url = try GoodsFixtures.file(try GoodsFixtures.json(GoodsFixtures.items), self)
        let report = try await facade.seed(from: url, networking: networking)
        XCTAssertEqual(report, GoodsSeedResult(source: url.absoluteString, inserted: 12, updated: 0, skipped: false))
        XCTAssertEqual(try facade.itemCount(), 12)
        XCTAssertEqual(try facade.item(id: 3).createdAt, Date(timeIntervalSince1970: 1_700_000_000))
    }

    func testSeed_fromHTTPURL_loadsTheCatalogThroughNetworking() async throws {
        let directory = try GoodsFixtures.temporaryDirectory(self)
        try GoodsFixtures.json(GoodsFixtures.items).write(to: directory.appendingPathComponent("catalog.json"))
        let server = try CatalogServer(serving: directory)
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("catalog.json")
        let facade = try emptyFacade()
        let report = try await facade.seed(from: url, networking: networking)
        XCTAssertEqual(report.source, url.absoluteString)
        XCTAssertEqual(report.inserted, 12)
        XCTAssertEqual(try facade.item(id: 6).title, "O'Brien's Tent")
    }

    func testSeed_fromHTTPURLAnswering404_failsAsUnavailable() async throws {
        let server = try CatalogServer(serving: try GoodsFixtures.temporaryDirectory(self))
        defer { server.stop() }
        let facade = try emptyFacade()
        do {
            _ = try await facade.seed(
                from: server.baseURL.appendingPathComponent("missing.json"), networking: networking)
            XCTFail("seeding should fail")
        } catch let error as GoodsError {
            XCTAssertEqual(error.code, "catalogUnavailable")
            XCTAssertTrue(String(describing: error).contains("404"), "\(error)")
        }
        XCTAssertEqual(try facade.itemCount(), 0)
    }

    func testSeed_whenCatalogHasItems_skipsAndKeepsStock() async throws {
        let facade = try await GoodsFixtures.seededFacade(self)
        try facade.reserve(id: 1, quantity: 2)
        let url = try GoodsFixtures.file(try GoodsFixtures.json(GoodsFixtures.items), self)
        let report = try await facade.seed(from: url, networking: networking)
        XCTAssertTrue(report.skipped)
        XCTAssertEqual(report.inserted, 0)
        XCTAssertEqual(try facade.item(id: 1).stock, 3)
    }

    func testSeed_withRefresh_updatesByIDAndAddsNewItems() async throws {
        let facade = try await GoodsFixtures.seededFacade(self)
        var items = GoodsFixtures.items
        items[0]["price"] = 1111
        items.append(GoodsFixtures.entry(13, title: "New Mug", category: "kitchen", price: 700, stock: 2))
        let url = try GoodsFixtures.file(try GoodsFixtures.json(items), self)
        let report = try await facade.seed(from: url, networking: networking, refresh: true)
        XCTAssertEqual(report.inserted, 1)
        XCTAssertEqual(report.updated, 12)
        XCTAssertEqual(try facade.item(id: 1).price, 1111)
        XCTAssertEqual(try facade.item(id: 13).title, "New Mug")
    }

    func testSeed_withRefreshFailingHalfway_rollsBackEveryChange() async throws {
        let facade = try await GoodsFixtures.seededFacade(self)
        // Valid on its own, but the new item's sku collides with item 2's in the table.
        let items = [
            GoodsFixtures.entry(1, title: "Renamed", category: "books", price: 5, stock: 1),
            GoodsFixtures.entry(99, sku: "SKU-2", title: "Clash", category: "books", price: 5, stock: 1),
        ]
        let url = try GoodsFixtures.file(try GoodsFixtures.json(items), self)
        do {
            _ = try await facade.seed(from: url, networking: networking, refresh: true)
            XCTFail("the sku clash should fail the refresh")
        } catch {
            XCTAssertFalse(error is GoodsError, "the database refuses the clash: \(error)")
        }
        XCTAssertEqual(try facade.item(id: 1).title, "Alpha Book")
        XCTAssertEqual(try facade.itemCount(), 12)
    }

    func testSeed_acceptsABareArrayAndDefaultsOptionalFields() async throws {
        let facade = try emptyFacade()
        let json = #"[{"id": 7, "sku": "A-1", "title": " Mug ", "category": "Kitchen", "price": 500, "stock": 0}]"#
        let url = try GoodsFixtures.file(Data(json.utf8), self)
        _ = try await facade.seed(from: url, networking: networking)
        let item = try facade.item(id: 7)
        XCTAssertEqual(item.title, "Mug")
        XCTAssertEqual(item.category, "kitchen")
        XCTAssertEqual(item.description, "")
        XCTAssertEqual(item.rating, 0)
    }

    // MARK: Bad catalogs

    func testSeed_withDuplicateID_failsNamingTheItem() async throws {
        var items = GoodsFixtures.items
        items[4]["id"] = 2
        try await assertSeedFails(
            items, code: "invalidCatalogItem", mentioning: ["#5 (id 2", "already used by item #2"])
    }

    func testSeed_withDuplicateSkuInAnyCase_fails() async throws {
        var items = GoodsFixtures.items
        items[3]["sku"] = "sku-1"
        try await assertSeedFails(
            items, code: "invalidCatalogItem", mentioning: ["#4", "sku is already used by item #1"])
    }

    func testSeed_withZeroPrice_fails() async throws {
        var items = GoodsFixtures.items
        items[11]["price"] = 0
        try await assertSeedFails(
            items, code: "invalidCatalogItem",
            mentioning: ["#12 (id 12, sku 'SKU-12')", "price must be greater than 0"])
    }

    func testSeed_withNegativeStock_fails() async throws {
        var items = GoodsFixtures.items
        items[2]["stock"] = -1
        try await assertSeedFails(items, code: "invalidCatalogItem", mentioning: ["#3", "stock must be 0 or more"])
    }

    func testSeed_withBlankTitle_fails() async throws {
        var items = GoodsFixtures.items
        items[6]["title"] = "   "
        try await assertSeedFails(items, code: "invalidCatalogItem", mentioning: ["#7", "title is empty"])
    }

    func testSeed_withRatingOrCategoryOutOfShape_fails() async throws {
        var items = GoodsFixtures.items
        items[0]["rating"] = 5.5
        try await assertSeedFails(items, code: "invalidCatalogItem", mentioning: ["#1", "rating"])
        items = GoodsFixtures.items
        items[0]["category"] = "home & garden"
        try await assertSeedFails(items, code: "invalidCatalogItem", mentioning: ["#1", "home & garden"])
    }

    func testSeed_withMissingField_failsNamingThePath() async throws {
        var items = GoodsFixtures.items
        items[1].removeValue(forKey: "price")
        try await assertSeedFails(items, code: "malformedCatalog", mentioning: ["items[1] is missing 'price'"])
    }

    func testSeed_withWrongFieldType_failsNamingThePath() async throws {
        var items = GoodsFixtures.items
        items[2]["stock"] = "many"
        try await assertSeedFails(items, code: "malformedCatalog", mentioning: ["items[2].stock"])
    }

    func testSeed_withNoItems_fails() async throws {
        try await assertSeedFails([], code: "malformedCatalog", mentioning: ["no items"])
    }

    func testSeed_withInvalidJSON_failsAndInsertsNothing() async throws {
        let facade = try emptyFacade()
        let url = try GoodsFixtures.file(Data("{\"items\": [".utf8), self)
        do {
            _ = try await facade.seed(from: url, networking: networking)
            XCTFail("seeding should fail")
        } catch let error as GoodsError {
            XCTAssertEqual(error.code, "malformedCatalog")
            XCTAssertTrue(String(describing: error).contains("not valid JSON"), "\(error)")
        }
        XCTAssertEqual(try facade.itemCount(), 0)
    }

    func testSeed_withMissingFile_failsAsUnavailable() async throws {
        let facade = try emptyFacade()
        let url = try GoodsFixtures.temporaryDirectory(self).appendingPathComponent("absent.json")
        do {
            _ = try await facade.seed(from: url, networking: networking)
            XCTFail("seeding should fail")
        } catch let error as GoodsError {
            XCTAssertEqual(error.code, "catalogUnavailable")
            XCTAssertTrue(String(describing: error).contains("absent.json"), "\(error)")
        }
        XCTAssertEqual(try facade.itemCount(), 0)
    }

    // MARK: Default location

    func testSeed_withoutURL_writesTheBundledCatalogBesideTheDatabase() async throws {
        let directory = try GoodsFixtures.temporaryDirectory(self)
        let storage = try StorageFacade(path: directory.appendingPathComponent("shop.sqlite").path)
        let facade = try GoodsFacade(storage: storage)
        let report = try await facade.seed(networking: networking)
        let file = directory.appendingPathComponent(GoodsFacade.catalogFileName)
        XCTAssertEqual(report.source, file.absoluteString)
        XCTAssertEqual(try Data(contentsOf: file), Data(BundledCatalog.json.utf8))
        XCTAssertEqual(try facade.itemCount(), report.inserted)
        XCTAssertGreaterThanOrEqual(report.inserted, 30)
    }

    func testSeed_withoutURL_usesAUserEditedCatalogFile() async throws {
        let directory = try GoodsFixtures.temporaryDirectory(self)
        let file = directory.appendingPathComponent(GoodsFacade.catalogFileName)
        try GoodsFixtures.json(Array(GoodsFixtures.items.prefix(3))).write(to: file)
        let facade = try GoodsFacade(
            storage: try StorageFacade(path: directory.appendingPathComponent("shop.sqlite").path))
        let report = try await facade.seed(networking: networking)
        XCTAssertEqual(report.inserted, 3)
        XCTAssertEqual(try facade.item(id: 3).title, "Café Crème")
    }

    func testSeed_withoutURLInMemory_loadsTheBundledCatalogAndRemovesTheTemporaryFile() async throws {
        let facade = try emptyFacade()
        let report = try await facade.seed(networking: networking)
        XCTAssertEqual(
            report.inserted, try GoodsCatalog.parse(Data(BundledCatalog.json.utf8), source: "bundled").entries.count)
        let source = try XCTUnwrap(report.source.flatMap(URL.init(string:)))
        XCTAssertEqual(source.scheme, "file")
        XCTAssertFalse(FileManager.default.fileExists(atPath: source.path))
    }

    func testBundledCatalog_isValidWithThirtyItemsInFiveCategories() throws {
        let catalog = try GoodsCatalog.parse(Data(BundledCatalog.json.utf8), source: "bundled")
        XCTAssertGreaterThanOrEqual(catalog.entries.count, 30)
        XCTAssertGreaterThanOrEqual(Set(catalog.entries.map(\.category)).count, 5)
    }

    // MARK: Catalog URLs

    func testCatalogURL_acceptsHttpAndFileOnly() throws {
        XCTAssertEqual(try GoodsFacade.catalogURL("http://127.0.0.1:8080/c.json").host, "127.0.0.1")
        XCTAssertEqual(try GoodsFacade.catalogURL("https://example.com/c.json").scheme, "https")
        XCTAssertEqual(try GoodsFacade.catalogURL("file:///tmp/c.json").path, "/tmp/c.json")
        for bad in ["ftp://example.com/c.json", "/tmp/c.json", "", "http://", "not a url"] {
            XCTAssertThrowsError(try GoodsFacade.catalogURL(bad), bad) { error in
                XCTAssertEqual(error as? GoodsError, .invalidCatalogURL(bad))
            }
        }
    }
}

import Foundation
import GoodsMediator
import Storage
import XCTest

@testable import Goods

final class GoodsFacadeTests: XCTestCase {
    private var facade: GoodsFacade!

    override func setUp() async throws {
        facade = try await GoodsFixtures.seededFacade(self)
    }

    // MARK: Paging

    func testList_firstPage_returnsPageSizeItemsAndTotals() throws {
        let page = try facade.list(page: 1, pageSize: 5)
        XCTAssertEqual(page.items.count, 5)
        XCTAssertEqual(page.total, 12)
        XCTAssertEqual(page.pageCount, 3)
        XCTAssertTrue(page.hasMore)
    }

    func testList_lastPartialPage_returnsRemainderWithoutMore() throws {
        let page = try facade.list(page: 3, pageSize: 5)
        XCTAssertEqual(page.items.count, 2)
        XCTAssertFalse(page.hasMore)
    }

    func testList_pagesTogether_coverEveryItemOnce() throws {
        let ids = try (1...3).flatMap { try facade.list(page: $0, pageSize: 5).items.map(\.id) }
        XCTAssertEqual(ids.count, 12)
        XCTAssertEqual(Set(ids), Set(1...12))
    }

    func testList_pagePastTheEnd_isEmptyWithTotal() throws {
        let page = try facade.list(page: 4, pageSize: 5)
        XCTAssertEqual(page.items, [])
        XCTAssertEqual(page.total, 12)
        XCTAssertFalse(page.hasMore)
    }

    func testList_withHugePageNumber_isEmptyAndDoesNotOverflow() throws {
        XCTAssertEqual(try facade.list(page: Int.max, pageSize: 100).items, [])
    }

    func testList_withPageSizeAtBounds_succeeds() throws {
        XCTAssertEqual(try facade.list(page: 1, pageSize: 1).items.count, 1)
        XCTAssertEqual(try facade.list(page: 1, pageSize: 100).items.count, 12)
    }

    func testList_withPageZeroOrBadPageSize_failsWithInvalidPage() {
        for (page, size) in [(0, 10), (-1, 10), (1, 0), (1, 101), (1, -5)] {
            XCTAssertThrowsError(try facade.list(page: page, pageSize: size)) { error in
                XCTAssertEqual(error as? GoodsError, .invalidPage(page: page, pageSize: size))
            }
        }
    }

    // MARK: Filters

    func testList_withCategory_returnsOnlyThatCategory() throws {
        let page = try facade.list(category: "coffee")
        XCTAssertEqual(page.total, 4)
        XCTAssertEqual(Set(page.items.map(\.category)), ["coffee"])
    }

    func testList_withCategoryInOtherCase_matches() throws {
        XCTAssertEqual(try facade.list(category: " Coffee ").total, 4)
    }

    func testList_withUnknownCategory_failsNamingKnownOnes() {
        XCTAssertThrowsError(try facade.list(category: "boks")) { error in
            XCTAssertEqual(
                error as? GoodsError,
                .unknownCategory("boks", known: ["books", "coffee", "kitchen", "outdoor", "toys"]))
            XCTAssertTrue(String(describing: error).contains("known: books, coffee"))
        }
    }

    func testList_withCategoryAndPaging_countsOnlyTheCategory() throws {
        let second = try facade.list(page: 2, pageSize: 3, category: "coffee")
        XCTAssertEqual(second.items.count, 1)
        XCTAssertEqual(second.total, 4)
    }

    // MARK: Sorts

    func testList_byPriceAscending_isCheapestFirst() throws {
        let prices = try facade.list(pageSize: 100, sort: .priceAscending).items.map(\.price)
        XCTAssertEqual(prices, prices.sorted())
        XCTAssertEqual(prices.first, 800)
    }

    func testList_byPriceDescending_isDearestFirst() throws {
        let prices = try facade.list(pageSize: 100, sort: .priceDescending).items.map(\.price)
        XCTAssertEqual(prices, prices.sorted(by: >))
        XCTAssertEqual(prices.first, 20000)
    }

    func testList_byTitle_ignoresAsciiCase() throws {
        let titles = try facade.list(pageSize: 100, sort: .title).items.map(\.title)
        XCTAssertEqual(
            titles,
            [
                "100% Arabica", "50 Blend", "Alpha Book", "beta Blender", "Café Crème", "Camp Chair", "Kettle",
                "O'Brien's Tent", "snake_case Guide", "Zebra Plush", "ÄRGER Game", "Ελληνικός Καφές",
            ])
    }

    func testList_byRating_isHighestFirstWithTiesByID() throws {
        let ids = try facade.list(pageSize: 4, sort: .rating).items.map(\.id)
        XCTAssertEqual(ids, [8, 2, 5, 3])
    }

    func testSortParsing_withUnknownName_failsListingChoices() {
        XCTAssertEqual(try GoodsSort(parsing: "PRICE-DESC"), .priceDescending)
        XCTAssertThrowsError(try GoodsSort(parsing: "cheapest")) { error in
            XCTAssertEqual(error as? GoodsError, .invalidSort("cheapest"))
            XCTAssertTrue(String(describing: error).contains("price-asc, price-desc, title, rating"))
        }
    }

    func testFeaturedList_putsInStockHighestRatedFirst() throws {
        let items = try facade.featuredList(pageSize: 100).items
        XCTAssertEqual(items.prefix(3).map(\.id), [5, 3, 6])
        XCTAssertEqual(items.suffix(2).map(\.id), [8, 2], "out-of-stock items come last, best rated first")
        let firstOutOfStock = try XCTUnwrap(items.firstIndex { !$0.inStock })
        XCTAssertTrue(items[firstOutOfStock...].allSatisfy { !$0.inStock })
    }

    // MARK: Categories

    func testCategories_countItemsAndInStockItems() throws {
        let categories = try facade.categories()
        XCTAssertEqual(
            categories,
            [
                GoodsCategory(name: "books", count: 2, inStock: 2), GoodsCategory(name: "coffee", count: 4, inStock: 4),
                GoodsCategory(name: "kitchen", count: 2, inStock: 1),
                GoodsCategory(name: "outdoor", count: 2, inStock: 2),
                GoodsCategory(name: "toys", count: 2, inStock: 1),
            ])
    }

    func testCategories_ofEmptyCatalog_isEmpty() throws {
        let empty = try GoodsFacade(storage: try StorageFacade.inMemory())
        XCTAssertEqual(try empty.categories(), [])
    }

    // MARK: Search

    func testSearch_withPercent_matchesOnlyALiteralPercent() throws {
        XCTAssertEqual(try facade.search("%").map(\.id), [4])
        XCTAssertEqual(try facade.search("100%").map(\.id), [4], "'100 percent' must not match '100%'")
    }

    func testSearch_withUnderscore_matchesOnlyALiteralUnderscore() throws {
        XCTAssertEqual(try facade.search("_").map(\.id), [5])
        XCTAssertEqual(try facade.search("50_").map(\.id), [], "'_' must not match the space in '50 Blend'")
    }

    func testSearch_withBackslash_isLiteralAndFindsNothing() throws {
        XCTAssertEqual(try facade.search(#"\"#), [])
        XCTAssertEqual(try facade.search(#"\%"#), [])
    }

    func testSearch_withQuotes_isBoundNotSpliced() throws {
        XCTAssertEqual(try facade.search("O'Brien").map(\.id), [6])
        XCTAssertEqual(try facade.search(#""roomy""#).map(\.id), [6])
        XCTAssertEqual(try facade.search("'; DROP TABLE goods_items; --"), [])
        XCTAssertEqual(try facade.itemCount(), 12)
    }

    func testSearch_ignoresCaseIncludingNonAscii() throws {
        XCTAssertEqual(try facade.search("ALPHA").map(\.id), [1])
        XCTAssertEqual(try facade.search("café").map(\.id), [3])
        XCTAssertEqual(try facade.search("CAFÉ CRÈME").map(\.id), [3])
        XCTAssertEqual(try facade.search("ärger").map(\.id), [7])
        XCTAssertEqual(try facade.search("καφές").map(\.id), [9])
    }

    func testSearch_matchesDescriptionsAndSortsByTitle() throws {
        XCTAssertEqual(try facade.search("boils").map(\.id), [12])
        XCTAssertEqual(try facade.search("coffee").map(\.id), [9])
        XCTAssertEqual(try facade.search("blend").map(\.id), [10, 2])
    }

    func testSearch_withLimit_returnsAtMostLimit() throws {
        XCTAssertEqual(try facade.search("e", limit: 3).count, 3)
    }

    func testSearch_withEmptyLongOrControlText_fails() {
        for text in ["", "   ", String(repeating: "a", count: 101), "tab\there"] {
            XCTAssertThrowsError(try facade.search(text)) { error in
                XCTAssertEqual((error as? GoodsError)?.code, "invalidSearch", "for \(text.debugDescription)")
            }
        }
    }

    // MARK: Detail

    func testItem_returnsAllFieldsIncludingUnicodeTitle() throws {
        let item = try facade.item(id: 9)
        XCTAssertEqual(item.title, "Ελληνικός Καφές")
        XCTAssertEqual(item.sku, "SKU-9")
        XCTAssertEqual(item.category, "coffee")
        XCTAssertEqual(item.price, 900)
        XCTAssertEqual(item.stock, 4)
        XCTAssertEqual(item.rating, 4.0)
        XCTAssertEqual(item.createdAt, Date(timeIntervalSince1970: 1_700_000_000))
    }

    func testItem_withUnknownID_failsNotFound() {
        XCTAssertThrowsError(try facade.item(id: 999)) { error in
            XCTAssertEqual(error as? GoodsError, .notFound(id: 999))
        }
    }

    func testMemberPrice_roundsHalfUpToTheCent() throws {
        let item = GoodsItem(
            id: 1, sku: "X", title: "X", description: "", category: "c", price: 1010, stock: 1, rating: 0,
            createdAt: Date())
        XCTAssertEqual(try item.price(withDiscountPercent: 0), 1010)
        XCTAssertEqual(try item.price(withDiscountPercent: 5), 960)
        XCTAssertEqual(try item.price(withDiscountPercent: 10), 909)
        XCTAssertEqual(try item.price(withDiscountPercent: 100), 0)
        XCTAssertThrowsError(try item.price(withDiscountPercent: 101)) { error in
            XCTAssertEqual(error as? GoodsError, .invalidDiscount(101))
        }
        XCTAssertThrowsError(try item.price(withDiscountPercent: -1))
    }

    func testMemberPrice_ofAStoredPriceTooLargeToDiscount_failsAsCorruptNotATrap() throws {
        try facade.storage.execute("UPDATE goods_items SET price = 9200000000000000000 WHERE id = 3")
        let item = try facade.item(id: 3)
        XCTAssertThrowsError(try item.price(withDiscountPercent: 5)) { error in
            XCTAssertEqual(error as? GoodsError, .corruptData("item 3's price 9200000000000000000 × 95% overflows"))
            XCTAssertEqual((error as? GoodsError)?.errorCode.kind, .unavailable)
            XCTAssertTrue(String(describing: error).hasPrefix("stored data is corrupt: "))
        }
    }

    // MARK: Reserve and release

    func testReserve_takesStockAndReturnsWhatIsLeft() throws {
        XCTAssertEqual(try facade.reserve(id: 1, quantity: 3), 2)
        XCTAssertEqual(try facade.item(id: 1).stock, 2)
    }

    func testReserve_exactlyAllStock_leavesZeroThenFails() throws {
        XCTAssertEqual(try facade.reserve(id: 1, quantity: 5), 0)
        XCTAssertThrowsError(try facade.reserve(id: 1, quantity: 1)) { error in
            XCTAssertEqual(error as? GoodsError, .insufficientStock(id: 1, requested: 1, available: 0))
        }
    }

    func testReserve_withMoreThanInStock_failsAndReservesNothing() throws {
        XCTAssertThrowsError(try facade.reserve(id: 1, quantity: 6)) { error in
            XCTAssertEqual(error as? GoodsError, .insufficientStock(id: 1, requested: 6, available: 5))
            XCTAssertEqual(String(describing: error), "item 1 has only 5 in stock; 6 requested")
        }
        XCTAssertEqual(try facade.item(id: 1).stock, 5)
    }

    func testReserve_withZeroOrNegativeQuantity_failsAndChangesNothing() throws {
        for quantity in [0, -1, GoodsFacade.maxQuantity + 1] {
            XCTAssertThrowsError(try facade.reserve(id: 1, quantity: quantity)) { error in
                XCTAssertEqual(error as? GoodsError, .invalidQuantity(quantity))
            }
        }
        XCTAssertEqual(try facade.item(id: 1).stock, 5)
    }

    func testReserve_withUnknownID_failsNotFound() {
        XCTAssertThrowsError(try facade.reserve(id: 404, quantity: 1)) { error in
            XCTAssertEqual(error as? GoodsError, .notFound(id: 404))
        }
    }

    func testRelease_putsStockBack() throws {
        try facade.reserve(id: 1, quantity: 4)
        XCTAssertEqual(try facade.release(id: 1, quantity: 4), 5)
        XCTAssertEqual(try facade.item(id: 1).stock, 5)
    }

    func testRelease_withBadQuantityOrUnknownID_fails() {
        XCTAssertThrowsError(try facade.release(id: 1, quantity: 0)) { error in
            XCTAssertEqual(error as? GoodsError, .invalidQuantity(0))
        }
        XCTAssertThrowsError(try facade.release(id: 404, quantity: 1)) { error in
            XCTAssertEqual(error as? GoodsError, .notFound(id: 404))
        }
    }

    func testRelease_pastTheStockLimit_failsAndChangesNothing() throws {
        XCTAssertThrowsError(try facade.release(id: 1, quantity: GoodsFacade.maxQuantity)) { error in
            XCTAssertEqual(error as? GoodsError, .stockLimitExceeded(id: 1, stock: 5, adding: GoodsFacade.maxQuantity))
        }
        XCTAssertEqual(try facade.item(id: 1).stock, 5)
    }

    func testReserve_insideACallersRolledBackTransaction_isUndone() throws {
        struct Abort: Error {}
        XCTAssertThrowsError(
            try facade.storage.transaction {
                try facade.reserve(id: 1, quantity: 2)
                try facade.reserve(id: 3, quantity: 1)
                throw Abort()
            })
        XCTAssertEqual(try facade.item(id: 1).stock, 5)
        XCTAssertEqual(try facade.item(id: 3).stock, 10)
    }
}

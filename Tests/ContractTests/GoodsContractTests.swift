import AccountMediator
import Foundation
import GoodsMediator
import Mediator
import PaymentMediator
import XCTest

/// Every `mediator.goods` call against the real `Target_Goods`, seeded at launch from `ContractCatalog`.
final class GoodsContractTests: XCTestCase {
    private func shop() async throws -> ContractShop {
        try await ContractShop.make(self, launching: ["Goods": 50])
    }

    /// The item Goods should report for `entry`, with its current `stock`.
    private func item(_ entry: ContractCatalog.Entry, stock: Int? = nil) -> GoodsItem {
        GoodsItem(
            id: entry.id, sku: entry.sku, title: entry.title, description: entry.description, category: entry.category,
            price: entry.price, stock: stock ?? entry.stock, rating: entry.rating, createdAt: ContractShop.now)
    }

    func testShow_seededItem_returnsEveryField() async throws {
        let shop = try await shop()

        XCTAssertEqual(try shop.mediator.goods.show(id: 1), item(ContractCatalog.book))
        XCTAssertEqual(try shop.mediator.goods.show(id: 3).inStock, false)
    }

    func testShow_inMemberState_addsTheMemberPriceAtTheLoggedInMembersLevel() async throws {
        let shop = try await ContractShop.make(
            self, launching: ["Account": 20, "Payment": 30, "Goods": 50, "Member": 60])
        // alice earns silver (5%) with a 600.00 payment, then logs in: Goods asks Account and Member.
        try shop.mediator.account.register(username: "alice", password: "correct horse")
        try shop.mediator.account.login(username: "alice", password: "correct horse")
        _ = try shop.mediator.payment.pay(
            username: "alice", orderRef: "order-1", amount: 60_000,
            method: .card(number: "4242 4242 4242 4242", expiry: "12/30"), idempotencyKey: "k-1")
        shop.mediator.setState("member")

        let shown = try shop.mediator.goods.show(id: ContractCatalog.mug.id)

        let mug = ContractCatalog.mug
        XCTAssertEqual(
            shown,
            GoodsItem(
                id: mug.id, sku: mug.sku, title: mug.title, description: mug.description, category: mug.category,
                price: mug.price, stock: mug.stock, rating: mug.rating, createdAt: ContractShop.now, memberPrice: 1_140,
                discountPercent: 5))
        XCTAssertEqual(shown.effectivePrice, 1_140)
        shop.mediator.setState(nil)
        XCTAssertEqual(
            try shop.mediator.goods.show(id: mug.id, pricedFor: "alice"), shown,
            "the app's form, for a member it names, prices alike without the state")
    }

    func testList_pageSortedByPrice_returnsItemsAndPagerTotals() async throws {
        let shop = try await shop()

        let page = try shop.mediator.goods.list(page: 1, pageSize: 2, sort: .priceAscending)

        XCTAssertEqual(
            page,
            GoodsPage(items: [item(ContractCatalog.mug), item(ContractCatalog.book)], page: 1, pageSize: 2, total: 4))
        XCTAssertEqual([page.pageCount, page.hasMore ? 1 : 0], [2, 1])
    }

    func testList_categoryByTitleAndPastTheEnd_filterAndStayEmpty() async throws {
        let shop = try await shop()

        let kitchen = try shop.mediator.goods.list(category: "kitchen", sort: .title)
        let beyond = try shop.mediator.goods.list(page: 3, pageSize: 2)

        XCTAssertEqual(kitchen.items.map(\.id), [ContractCatalog.mug.id, ContractCatalog.lamp.id])
        XCTAssertEqual(kitchen.total, 2)
        XCTAssertEqual(kitchen.hasMore, false)
        XCTAssertEqual(beyond.items, [])
        XCTAssertEqual(beyond.total, 4)
        XCTAssertEqual(beyond.hasMore, false)
    }

    func testList_experimentalVariant_ordersInStockBestRatedFirst() async throws {
        let shop = try await shop()
        try shop.mediator.setVariant("experimental", for: "Goods")

        let page = try shop.mediator.goods.list()

        XCTAssertEqual(page.listing, .experimental)
        XCTAssertEqual(page.items.map(\.id), [4, 1, 2, 3])
    }

    func testCategories_listsEachWithCountsSortedByName() async throws {
        let shop = try await shop()

        XCTAssertEqual(
            try shop.mediator.goods.categories(),
            [
                GoodsCategory(name: "books", count: 1, inStock: 1),
                GoodsCategory(name: "coffee", count: 1, inStock: 1),
                GoodsCategory(name: "kitchen", count: 2, inStock: 1),
            ])
    }

    func testSearch_anyCaseAndLimit_findsTitleAndDescriptionMatches() async throws {
        let shop = try await shop()

        XCTAssertEqual(
            try shop.mediator.goods.search("MUG"), GoodsSearchResult(query: "MUG", items: [item(ContractCatalog.mug)]))
        XCTAssertEqual(Set(try shop.mediator.goods.search("callers").items.map(\.id)), [2, 4])
        XCTAssertEqual(try shop.mediator.goods.search("callers", limit: 1).items.count, 1)
        XCTAssertEqual(try shop.mediator.goods.search("100%").items, [])
    }

    func testReserveAndRelease_returnTheStockLeft() async throws {
        let shop = try await shop()
        let goods = shop.mediator.goods

        XCTAssertEqual(try goods.reserve(id: 1, quantity: 4), 6)
        XCTAssertEqual(try goods.release(id: 1, quantity: 1), 7)
        XCTAssertEqual(try goods.show(id: 1).stock, 7)
    }

    func testSeed_afterLaunch_isSkipped() async throws {
        let shop = try await shop()

        let result = try await shop.mediator.goods.seed()

        XCTAssertEqual(result, .skippedRun)
    }

    func testSeed_refreshFromAnotherCatalog_updatesByIDAndAddsNewItems() async throws {
        let shop = try await shop()
        let dearer = ContractCatalog.Entry(
            id: 1, sku: "BOOK-0001", title: "Contract Testing in Practice", description: "Second edition.",
            category: "books", price: 2_600, stock: 10, rating: 4.5)
        let extra = ContractCatalog.Entry(
            id: 5, sku: "BOOK-0002", title: "Seams", description: "Where to cut.", category: "books", price: 1_000,
            stock: 1, rating: 3.5)
        let url = try shop.write(
            ContractCatalog.document([
                dearer, ContractCatalog.mug, ContractCatalog.lamp, ContractCatalog.machine, extra,
            ]),
            to: "refresh.json")

        let result = try await shop.mediator.goods.seed(catalogURL: url.absoluteString, refresh: true)

        XCTAssertEqual(result, GoodsSeedResult(source: url.absoluteString, inserted: 1, updated: 4, skipped: false))
        XCTAssertEqual(try shop.mediator.goods.show(id: 1).price, 2_600)
        XCTAssertEqual(try shop.mediator.goods.show(id: 5).title, "Seams")
    }

    func testSeed_emptyCatalogWithoutLaunch_loadsTheConfiguredCatalog() async throws {
        let shop = try await ContractShop.make(self, launching: [:])

        let result = try await shop.mediator.goods.seed()

        XCTAssertEqual(
            result, GoodsSeedResult(source: shop.catalogURL.absoluteString, inserted: 4, updated: 0, skipped: false))
        XCTAssertEqual(try shop.mediator.goods.list().total, 4)
    }

    func testShow_unknownID_failsWithNotFound() async throws {
        let shop = try await shop()

        let notFound = GoodsFailure(.notFound, message: "no goods item with id 99")
        XCTAssertEqual(caught(GoodsFailure.self) { try shop.mediator.goods.show(id: 99) }, notFound)
        XCTAssertEqual(caught(GoodsFailure.self) { try shop.mediator.goods.reserve(id: 99, quantity: 1) }, notFound)
        XCTAssertEqual(notFound.kind, .notFound)
    }

    func testReserve_moreThanInStock_failsWithInsufficientStockAndReservesNothing() async throws {
        let shop = try await shop()

        let error = caught(GoodsFailure.self) { try shop.mediator.goods.reserve(id: 2, quantity: 4) }

        XCTAssertEqual(error, GoodsFailure(.insufficientStock, message: "item 2 has only 3 in stock; 4 requested"))
        XCTAssertEqual(error?.kind, .refused)
        XCTAssertEqual(try shop.mediator.goods.show(id: 2).stock, 3)
    }

    func testListAndReserve_badRequests_failInvalidNamingTheCode() async throws {
        let shop = try await shop()

        let category = caught(GoodsFailure.self) { try shop.mediator.goods.list(category: "garden") }
        let quantity = caught(GoodsFailure.self) { try shop.mediator.goods.reserve(id: 1, quantity: 0) }
        let page = caught(GoodsFailure.self) { try shop.mediator.goods.list(page: 0) }

        XCTAssertEqual(
            [category?.errorCode, quantity?.errorCode, page?.errorCode],
            [.unknownCategory, .invalidQuantity, .invalidPage])
        XCTAssertEqual([category?.kind, quantity?.kind, page?.kind], [.invalid, .invalid, .invalid])
        XCTAssertTrue(
            category?.message.contains("kitchen") ?? false,
            "lists the known categories: \(String(describing: category))")
    }

    func testSeed_missingOrBadCatalog_failsWithCatalogFailedAndChangesNothing() async throws {
        let shop = try await shop()
        let missing = shop.directory.appendingPathComponent("missing.json").absoluteString
        let badItem = ContractCatalog.Entry(
            id: 1, sku: "BOOK-0001", title: "Contract Testing in Practice", description: "", category: "books",
            price: 0, stock: 1, rating: 4)
        let bad = try shop.write(ContractCatalog.document([badItem]), to: "bad.json")

        let unavailable = await caughtAsync(GoodsFailure.self) {
            try await shop.mediator.goods.seed(catalogURL: missing, refresh: true)
        }
        let invalid = await caughtAsync(GoodsFailure.self) {
            try await shop.mediator.goods.seed(catalogURL: bad.absoluteString, refresh: true)
        }

        XCTAssertEqual(unavailable?.errorCode, .catalogUnavailable)
        XCTAssertTrue(unavailable?.message.contains("missing.json") ?? false, "\(String(describing: unavailable))")
        XCTAssertEqual(invalid?.errorCode, .invalidCatalogItem)
        XCTAssertEqual([unavailable?.kind, invalid?.kind], [.unavailable, .unavailable])
        XCTAssertEqual(try shop.mediator.goods.show(id: 1).price, ContractCatalog.book.price)
    }
}

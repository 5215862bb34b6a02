import Foundation
import GoodsMediator
import Networking
import Storage
import XCTest

@testable import Goods

/// The stock movements Goods records beside every stock change, and the ledger built from them.
final class GoodsStockMovementsTests: XCTestCase {
    private struct Movement: Equatable {
        let item: Int
        let kind: String
        let quantity: Int
    }

    private func movements(_ facade: GoodsFacade, item: Int? = nil) throws -> [Movement] {
        try facade.storage.query("SELECT item_id, kind, quantity FROM goods_stock_movements ORDER BY id").map {
            Movement(item: try $0.int("item_id"), kind: try $0.string("kind"), quantity: try $0.int("quantity"))
        }.filter { item == nil || $0.item == item }
    }

    private func line(_ facade: GoodsFacade, _ id: Int) throws -> GoodsStockLine? {
        try facade.stockLedger().first { $0.id == id }
    }

    func testSeed_recordsAnOpeningPerItemEqualToItsStock() async throws {
        let facade = try await GoodsFixtures.seededFacade(self)
        let recorded = try movements(facade)
        XCTAssertEqual(recorded.count, 12)
        XCTAssertEqual(recorded.first { $0.item == 3 }, Movement(item: 3, kind: "opening", quantity: 10))
        XCTAssertEqual(
            try line(facade, 3),
            GoodsStockLine(id: 3, stock: 10, reserved: 0, opening: 10, restocked: 0, reserves: 0, releases: 0))
    }

    func testReseed_recordsChangedStockAsSignedRestocksAndNothingForUnchanged() async throws {
        let facade = try await GoodsFixtures.seededFacade(self)
        try facade.reserve(id: 3, quantity: 4)
        var items = GoodsFixtures.items
        items[2]["stock"] = 20  // item 3: 6 → 20
        items[0]["stock"] = 1  // item 1: 5 → 1
        items[0]["price"] = 1111
        let url = try GoodsFixtures.file(try GoodsFixtures.json(items), self)
        _ = try await facade.seed(from: url, networking: NetworkingFacade(), refresh: true)
        XCTAssertEqual(
            try movements(facade, item: 3),
            [
                Movement(item: 3, kind: "opening", quantity: 10), Movement(item: 3, kind: "reserve", quantity: 4),
                Movement(item: 3, kind: "restock", quantity: 14),
            ])
        XCTAssertEqual(
            try movements(facade, item: 1),
            [Movement(item: 1, kind: "opening", quantity: 5), Movement(item: 1, kind: "restock", quantity: -4)])
        XCTAssertEqual(try movements(facade, item: 2), [Movement(item: 2, kind: "opening", quantity: 0)])
        // reserved = reserves − releases and stock = opening + restocked − reserved still hold after the re-seed.
        XCTAssertEqual(
            try line(facade, 3),
            GoodsStockLine(id: 3, stock: 20, reserved: 4, opening: 10, restocked: 14, reserves: 4, releases: 0))
        XCTAssertEqual(
            try line(facade, 1),
            GoodsStockLine(id: 1, stock: 1, reserved: 0, opening: 5, restocked: -4, reserves: 0, releases: 0))
    }

    func testReserveAndRelease_recordTheirUnits() async throws {
        let facade = try await GoodsFixtures.seededFacade(self)
        try facade.reserve(id: 3, quantity: 4)
        try facade.release(id: 3, quantity: 1)
        XCTAssertEqual(
            try movements(facade, item: 3),
            [
                Movement(item: 3, kind: "opening", quantity: 10), Movement(item: 3, kind: "reserve", quantity: 4),
                Movement(item: 3, kind: "release", quantity: 1),
            ])
        XCTAssertEqual(
            try line(facade, 3),
            GoodsStockLine(id: 3, stock: 7, reserved: 3, opening: 10, restocked: 0, reserves: 4, releases: 1))
    }

    func testFailedReserveOrRelease_recordsNothing() async throws {
        let facade = try await GoodsFixtures.seededFacade(self)
        XCTAssertThrowsError(try facade.reserve(id: 1, quantity: 6))
        XCTAssertThrowsError(try facade.reserve(id: 404, quantity: 1))
        XCTAssertThrowsError(try facade.reserve(id: 1, quantity: 0))
        XCTAssertThrowsError(try facade.release(id: 1, quantity: GoodsFacade.maxQuantity))
        XCTAssertEqual(try movements(facade).count, 12, "the openings only")
        XCTAssertEqual(
            try line(facade, 1),
            GoodsStockLine(id: 1, stock: 5, reserved: 0, opening: 5, restocked: 0, reserves: 0, releases: 0))
    }

    func testReserve_insideARolledBackTransaction_leavesNoMovement() async throws {
        struct Abort: Error {}
        let facade = try await GoodsFixtures.seededFacade(self)
        XCTAssertThrowsError(
            try facade.storage.transaction {
                try facade.reserve(id: 1, quantity: 2)
                throw Abort()
            })
        XCTAssertEqual(try movements(facade, item: 1), [Movement(item: 1, kind: "opening", quantity: 5)])
    }

    func testMigrations_openKnownItemsAtStockPlusReserved_recordTheirReservations_andLeaveUntrackedOnesOpen()
        throws
    {
        let storage = try StorageFacade.inMemory()
        try storage.migrate(owner: "goods", Array(GoodsMigrations.all.prefix(1)))
        try storage.execute(
            "INSERT INTO goods_items (id, sku, title, category, price, stock, created_at) VALUES (1, 'A', 'Old', 'x', 5, 7, 0)"
        )
        try storage.migrate(owner: "goods", Array(GoodsMigrations.all.prefix(2)))
        try storage.execute(
            """
            INSERT INTO goods_items (id, sku, title, category, price, stock, created_at, reserved)
            VALUES (2, 'B', 'Newer', 'x', 5, 6, 0, 3)
            """)
        let facade = try GoodsFacade(storage: storage)
        XCTAssertEqual(
            try facade.stockLedger(),
            [
                GoodsStockLine(id: 1, stock: 7, reserved: nil, opening: nil, restocked: nil),
                GoodsStockLine(id: 2, stock: 6, reserved: 3, opening: 9, restocked: 0, reserves: 3, releases: 0),
            ])
        XCTAssertEqual(
            try movements(facade, item: 2),
            [Movement(item: 2, kind: "opening", quantity: 9), Movement(item: 2, kind: "reserve", quantity: 3)])
        XCTAssertEqual(try movements(facade, item: 1), [], "an untracked item gets no movement")
    }

    func testMigration4_recordsOnlyTheReservationsTheMovementsDoNotExplain() throws {
        let storage = try StorageFacade.inMemory()
        try storage.migrate(owner: "goods", Array(GoodsMigrations.all.prefix(2)))
        // Item 1 had 5 reserved when migration 3 opened it (at 10 + 5).
        try storage.execute(
            """
            INSERT INTO goods_items (id, sku, title, category, price, stock, created_at, reserved)
            VALUES (1, 'A', 'Old', 'x', 5, 10, 0, 5)
            """)
        try storage.migrate(owner: "goods", Array(GoodsMigrations.all.prefix(3)))
        // Then it reserved 2 and released 1; item 2 was seeded at 4 and reserved 1, all recorded.
        try storage.execute("UPDATE goods_items SET stock = 9, reserved = 6 WHERE id = 1")
        try storage.execute(
            """
            INSERT INTO goods_items (id, sku, title, category, price, stock, created_at, reserved)
            VALUES (2, 'B', 'New', 'x', 5, 3, 0, 1)
            """)
        try storage.execute(
            """
            INSERT INTO goods_stock_movements (item_id, kind, quantity, created_at)
            VALUES (1, 'reserve', 2, 0), (1, 'release', 1, 0), (2, 'opening', 4, 0), (2, 'reserve', 1, 0)
            """)
        let facade = try GoodsFacade(storage: storage)
        XCTAssertEqual(
            try facade.stockLedger(),
            [
                GoodsStockLine(id: 1, stock: 9, reserved: 6, opening: 15, restocked: 0, reserves: 7, releases: 1),
                GoodsStockLine(id: 2, stock: 3, reserved: 1, opening: 4, restocked: 0, reserves: 1, releases: 0),
            ])
        XCTAssertEqual(
            try movements(facade, item: 1).last, Movement(item: 1, kind: "reserve", quantity: 5),
            "the 5 units reserved before the opening, and nothing for item 2")
        XCTAssertEqual(try movements(facade, item: 2).count, 2)
    }

    func testMovements_allowOneOpeningPerItem() async throws {
        let facade = try await GoodsFixtures.seededFacade(self)
        XCTAssertThrowsError(
            try facade.storage.execute(
                "INSERT INTO goods_stock_movements (item_id, kind, quantity, created_at) VALUES (1, 'opening', 9, 0)"))
    }
}

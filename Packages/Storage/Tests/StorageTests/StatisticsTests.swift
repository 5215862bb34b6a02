import Foundation
import StorageMediator
import Testing

@testable import Storage

@Suite struct StatisticsTests {
    @Test func testStatistics_groupsTablesByOwnerWithRowCounts() throws {
        let storage = try StorageFacade.inMemory()
        try storage.executeScript(
            """
            CREATE TABLE cart_lines (v INTEGER);
            CREATE TABLE cart_meta (v INTEGER);
            CREATE TABLE goods_items (v INTEGER);
            CREATE TABLE plain (v INTEGER);
            CREATE TABLE "odd""name_x" (v INTEGER);
            INSERT INTO cart_lines VALUES (1), (2), (3);
            INSERT INTO cart_meta VALUES (1);
            INSERT INTO "odd""name_x" VALUES (1), (2);
            """)
        try storage.setSetting("a", "1")
        let statistics = try storage.statistics()
        #expect(statistics.owners.map(\.name) == ["cart", "goods", "odd\"name", "plain", "schema", "storage"])
        let cart = try #require(statistics.owners.first { $0.name == "cart" })
        #expect(
            cart
                == StorageOwnerSummary(
                    name: "cart",
                    tables: [
                        StorageTableSummary(name: "cart_lines", rowCount: 3),
                        StorageTableSummary(name: "cart_meta", rowCount: 1),
                    ]))
        #expect(cart.rowCount == 4)
        #expect(statistics.owners.first { $0.name == "odd\"name" }?.rowCount == 2)
        #expect(statistics.owners.first { $0.name == "schema" }?.tables.map(\.name) == ["schema_migrations"])
        #expect(statistics.owners.first { $0.name == "storage" }?.rowCount == 1)
        #expect(statistics.tableCount == 7)
        #expect(statistics.path == nil)
        #expect(statistics.fileSize == 0)
        #expect(statistics.journalMode == "memory")
        #expect(statistics.pageSize > 0 && statistics.pageCount > 0)
    }

    @Test func testStatistics_ofFile_matchPagesAndWAL() throws {
        let folder = try TemporaryFolder()
        let storage = try StorageFacade(path: folder.path("stats.sqlite"))
        try storage.execute("CREATE TABLE goods_blobs (b BLOB)")
        try storage.transaction {
            for _ in 0..<50 {
                try storage.execute("INSERT INTO goods_blobs VALUES (?)", [.blob(Data(repeating: 7, count: 4000))])
            }
        }
        let beforeCheckpoint = try storage.statistics()
        #expect(beforeCheckpoint.journalMode == "wal")
        #expect(beforeCheckpoint.walFileSize > 50 * 4000)
        #expect(beforeCheckpoint.pageCount * beforeCheckpoint.pageSize >= 50 * 4000)
        #expect(try storage.queryOne("PRAGMA wal_checkpoint(TRUNCATE)")?.int("busy") == 0)
        let statistics = try storage.statistics()
        #expect(statistics.walFileSize == 0)
        #expect(statistics.fileSize == statistics.pageCount * statistics.pageSize)
        #expect(statistics.path == folder.path("stats.sqlite"))
        #expect(statistics.owners.first { $0.name == "goods" }?.rowCount == 50)
    }

    @Test func testOwnerOfTable_isPrefixBeforeFirstUnderscore() {
        #expect(StorageFacade.owner(ofTable: "cart_lines_v2") == "cart")
        #expect(StorageFacade.owner(ofTable: "plain") == "plain")
        #expect(StorageFacade.owner(ofTable: "_x") == "")
    }

    @Test func testIntegrityCheck_ofHealthyDatabase_isOk() throws {
        let folder = try TemporaryFolder()
        let storage = try StorageFacade(path: folder.path("ok.sqlite"))
        try storage.execute("CREATE TABLE t_v (v INTEGER)")
        let report = try storage.integrityCheck()
        #expect(report.ok)
        #expect(report.messages == ["ok"])
    }
}

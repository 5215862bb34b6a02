import Foundation
import Mediator
import Storage
import StorageMediator
import XCTest

/// Every `mediator.storage` call against the real `Target_Storage`.
final class StorageContractTests: XCTestCase {
    func testStatistics_afterGoodsLaunch_reportsGoodsRowsAndAnInMemoryDatabase() async throws {
        let shop = try await ContractShop.make(self, launching: ["Goods": 50])

        let statistics = try shop.mediator.storage.statistics()

        XCTAssertNil(statistics.path)
        XCTAssertGreaterThan(statistics.pageSize, 0)
        XCTAssertGreaterThan(statistics.pageCount, 0)
        XCTAssertEqual(statistics.owners.map(\.name), statistics.owners.map(\.name).sorted())
        let goods = try XCTUnwrap(statistics.owners.first { $0.name == "goods" })
        XCTAssertEqual(goods.tables.first { $0.name == "goods_items" }?.rowCount, ContractCatalog.all.count)
        XCTAssertEqual(goods.rowCount, goods.tables.reduce(0) { $0 + $1.rowCount })
        XCTAssertGreaterThanOrEqual(statistics.totalRowCount, ContractCatalog.all.count)
    }

    func testIntegrityCheck_healthyDatabase_isOK() async throws {
        let shop = try await ContractShop.make(self, launching: ["Goods": 50])

        let report = try shop.mediator.storage.integrityCheck()

        XCTAssertEqual(report, StorageIntegrityReport(messages: ["ok"]))
        XCTAssertTrue(report.ok)
    }

    func testSettings_setReadOverwriteAndRemove_roundTrip() async throws {
        let shop = try await ContractShop.make(self, launching: [:])
        let storage = shop.mediator.storage

        XCTAssertNil(try storage.setting("contract.theme"))
        try storage.setSetting("contract.theme", "dark")
        XCTAssertEqual(try storage.setting("contract.theme"), "dark")
        try storage.setSetting("contract.theme", "light ☀︎")
        XCTAssertEqual(try storage.setting("contract.theme"), "light ☀︎")
        XCTAssertEqual(try shop.storage.setting("contract.theme"), "light ☀︎", "the call wrote the shared database")
        try storage.setSetting("contract.theme", nil)
        XCTAssertNil(try storage.setting("contract.theme"))
    }

    func testSetSetting_whileAnotherConnectionWrites_failsWithBusyAndKeepsTheOldValue() async throws {
        let directory = try ContractShop.temporaryDirectory(self)
        let path = directory.appendingPathComponent("shop.sqlite").path
        let mine = try StorageFacade(path: path, busyTimeout: .milliseconds(50))
        let other = try StorageFacade(path: path, busyTimeout: .milliseconds(50))
        let shop = try await ContractShop.make(self, launching: [:], storage: mine)
        try shop.mediator.storage.setSetting("contract.key", "before")

        let error: StorageFailure? = try other.transaction {
            try other.execute("UPDATE storage_settings SET value = value WHERE key = 'contract.key'")
            return caught(StorageFailure.self) { try shop.mediator.storage.setSetting("contract.key", "after") }
        }

        XCTAssertEqual(error?.errorCode, .busy)
        XCTAssertEqual(error?.code, "storageBusy")
        XCTAssertEqual(error?.kind, .unavailable)
        XCTAssertFalse(error?.message.isEmpty ?? true)
        XCTAssertEqual(try shop.mediator.storage.setting("contract.key"), "before")
    }
}

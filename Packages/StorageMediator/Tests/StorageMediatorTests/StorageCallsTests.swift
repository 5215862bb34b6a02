import Mediator
import MediatorTesting
import StorageMediator
import Testing

@Suite struct StorageCallsTests {
    let fake = ScriptedComponent(name: "Storage", local: ["statistics", "integrityCheck", "setting", "setSetting"])
    let mediator: Mediator

    init() {
        mediator = fake.mediator()
    }

    private static let statisticsValue: MediatorValue = [
        "path": "/home/u/.shop/shop.sqlite", "fileSize": 8192, "walFileSize": 4096, "pageCount": 2,
        "pageSize": 4096, "freePageCount": 0, "journalMode": "wal",
        "owners": [
            ["name": "cart", "rowCount": 3, "tables": [["name": "cart_lines", "rowCount": 3]]],
            ["name": "storage", "rowCount": 1, "tables": [["name": "storage_settings", "rowCount": 1]]],
        ],
    ]

    @Test func testStatistics_decodesEveryField() throws {
        fake.answer("statistics", with: Self.statisticsValue)
        let statistics = try mediator.storage.statistics()
        #expect(
            statistics
                == StorageStatisticsSummary(
                    path: "/home/u/.shop/shop.sqlite", fileSize: 8192, walFileSize: 4096, pageCount: 2, pageSize: 4096,
                    freePageCount: 0, journalMode: "wal",
                    owners: [
                        StorageOwnerSummary(
                            name: "cart", rowCount: 3, tables: [StorageTableSummary(name: "cart_lines", rowCount: 3)]),
                        StorageOwnerSummary(
                            name: "storage", rowCount: 1,
                            tables: [StorageTableSummary(name: "storage_settings", rowCount: 1)]),
                    ]))
        #expect(statistics.totalRowCount == 4)
        #expect(fake.calls == [.init(action: "statistics", params: [:])])
    }

    @Test func testStatistics_ofInMemoryDatabase_hasNilPath() throws {
        var value = Self.statisticsValue.objectValue ?? [:]
        value["path"] = .null
        fake.answer("statistics", with: .object(value))
        #expect(try mediator.storage.statistics().path == nil)
    }

    @Test func testStatistics_withMalformedResult_failsNamingTheField() throws {
        var value = Self.statisticsValue.objectValue ?? [:]
        value["pageSize"] = "4096"
        fake.answer("statistics", with: .object(value))
        #expect(throws: StorageCallError.malformedResult("statistics field 'pageSize' should be Int, got String")) {
            _ = try mediator.storage.statistics()
        }
        value["pageSize"] = 4096
        value["owners"] = [["name": "cart", "rowCount": 1]]
        fake.answer("statistics", with: .object(value))
        #expect(throws: StorageCallError.malformedResult("owner field 'tables' should be Array, got nothing")) {
            _ = try mediator.storage.statistics()
        }
        fake.answer("statistics", with: "nonsense")
        #expect(throws: StorageCallError.malformedResult("statistics should be an object, got String")) {
            _ = try mediator.storage.statistics()
        }
    }

    @Test func testIntegrityCheck_decodesOkAndProblems() throws {
        fake.answer("integrityCheck", with: ["ok": true, "messages": ["ok"]])
        #expect(try mediator.storage.integrityCheck() == StorageIntegrityReport(ok: true, messages: ["ok"]))
        fake.answer(
            "integrityCheck", with: ["ok": false, "messages": ["Page 5: btreeInitPage() returns error code 11"]])
        let report = try mediator.storage.integrityCheck()
        #expect(!report.ok)
        #expect(report.messages == ["Page 5: btreeInitPage() returns error code 11"])
        fake.answer("integrityCheck", with: ["ok": false, "messages": [1]])
        #expect(
            throws: StorageCallError.malformedResult(
                "integrity check field 'messages' should be Array of String, got Array")
        ) {
            _ = try mediator.storage.integrityCheck()
        }
    }

    @Test func testSetting_sendsKey_andReadsValueOrNil() throws {
        fake.answer("setting", with: ["key": "lang", "value": "cs"])
        #expect(try mediator.storage.setting("lang") == "cs")
        fake.answer("setting", with: ["key": "lang", "value": nil])
        #expect(try mediator.storage.setting("lang") == nil)
        #expect(fake.calls.map(\.params) == [["key": "lang"], ["key": "lang"]])
        fake.answer("setting", with: ["key": "lang"])
        #expect(throws: StorageCallError.malformedResult("setting field 'value' should be String or null, got nothing"))
        {
            _ = try mediator.storage.setting("lang")
        }
    }

    @Test func testSetSetting_sendsKeyAndValue_orNullToRemove() throws {
        try mediator.storage.setSetting("lang", "cs")
        try mediator.storage.setSetting("lang", nil)
        #expect(
            fake.calls == [
                .init(action: "setSetting", params: ["key": "lang", "value": "cs"]),
                .init(action: "setSetting", params: ["key": "lang", "value": nil]),
            ])
    }

    @Test func testStorageFailures_mapToStorageCallError() throws {
        fake.fail(code: "storageBusy", message: "database is busy")
        #expect(throws: StorageCallError.busy("database is busy")) { try mediator.storage.setSetting("k", "v") }
        fake.fail(code: "storageNotADatabase", message: "not a database")
        #expect(throws: StorageCallError.notADatabase("not a database")) { _ = try mediator.storage.statistics() }
        fake.fail(code: "storageOpenFailed", message: "cannot open")
        #expect(throws: StorageCallError.openFailed("cannot open")) { _ = try mediator.storage.integrityCheck() }
        fake.fail(code: "storageConstraint", message: "unique constraint failed")
        let error = #expect(throws: StorageCallError.self) { _ = try mediator.storage.setting("k") }
        #expect(error == .other(code: "storageConstraint", message: "unique constraint failed"))
        #expect(error?.code == "storageConstraint")
    }

    @Test func testMediatorFailures_passThroughUnchanged() throws {
        let unavailable = MediatorError.targetUnavailable(
            target: "Storage", reason: "no StorageFacade in the mediator context; the app must provide one at launch")
        fake.fail("statistics", with: unavailable)
        let error = #expect(throws: MediatorError.self) { _ = try mediator.storage.statistics() }
        #expect(error == unavailable)
        #expect(error?.description.contains("StorageFacade") == true)
        let missing = Mediator(context: MediatorContext(), naming: .singleModule("NoSuchModule"))
        #expect(throws: MediatorError.targetNotFound(target: "Storage")) { _ = try missing.storage.statistics() }
    }
}

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

    private static let statistics = StorageStatisticsSummary(
        path: "/home/u/.shop/shop.sqlite", fileSize: 8192, walFileSize: 4096, pageCount: 2, pageSize: 4096,
        freePageCount: 0, journalMode: "wal",
        owners: [
            StorageOwnerSummary(name: "cart", tables: [StorageTableSummary(name: "cart_lines", rowCount: 3)]),
            StorageOwnerSummary(name: "storage", tables: [StorageTableSummary(name: "storage_settings", rowCount: 1)]),
        ])

    @Test func testStatistics_decodesEveryField() throws {
        fake.answer("statistics", with: Self.statisticsValue)
        let statistics = try mediator.storage.statistics()
        #expect(statistics == Self.statistics)
        #expect(statistics.totalRowCount == 4)
        #expect(statistics.tableCount == 2)
        #expect(fake.calls == [.init(action: "statistics", params: [:])])
    }

    @Test func testStatistics_wireShapeRoundTrips() throws {
        #expect(try MediatorValue(encoding: Self.statistics) == Self.statisticsValue)
    }

    @Test func testStatistics_ofInMemoryDatabase_hasNilPath_whetherNullOrLeftOut() throws {
        var value = Self.statisticsValue.objectValue ?? [:]
        value["path"] = .null
        fake.answer("statistics", with: .object(value))
        #expect(try mediator.storage.statistics().path == nil)
        value["path"] = nil
        fake.answer("statistics", with: .object(value))
        #expect(try mediator.storage.statistics().path == nil)
    }

    @Test func testStatistics_withMalformedResult_failsNamingTheKeyPath() throws {
        var value = Self.statisticsValue.objectValue ?? [:]
        value["pageSize"] = "4096"
        fake.answer("statistics", with: .object(value))
        #expect(malformedPath { _ = try mediator.storage.statistics() } == "pageSize")
        value["pageSize"] = 4096
        value["owners"] = [["name": "cart", "rowCount": 1]]
        fake.answer("statistics", with: .object(value))
        #expect(malformedPath { _ = try mediator.storage.statistics() } == "owners[0].tables")
        fake.answer("statistics", with: "nonsense")
        #expect(malformedPath { _ = try mediator.storage.statistics() } == "")
    }

    @Test func testIntegrityCheck_decodesOkAndProblems() throws {
        fake.answer("integrityCheck", with: ["ok": true, "messages": ["ok"]])
        #expect(try mediator.storage.integrityCheck() == StorageIntegrityReport(messages: ["ok"]))
        #expect(
            try MediatorValue(encoding: StorageIntegrityReport(messages: ["ok"])) == ["ok": true, "messages": ["ok"]])
        fake.answer(
            "integrityCheck", with: ["ok": false, "messages": ["Page 5: btreeInitPage() returns error code 11"]])
        let report = try mediator.storage.integrityCheck()
        #expect(!report.ok)
        #expect(report.messages == ["Page 5: btreeInitPage() returns error code 11"])
        fake.answer("integrityCheck", with: ["ok": false, "messages": [1]])
        #expect(malformedPath { _ = try mediator.storage.integrityCheck() } == "messages[0]")
    }

    @Test func testSetting_sendsKey_andReadsValueOrNil() throws {
        fake.answer("setting", with: ["key": "lang", "value": "cs"])
        #expect(try mediator.storage.setting("lang") == "cs")
        fake.answer("setting", with: ["key": "lang"])
        #expect(try mediator.storage.setting("lang") == nil)
        #expect(fake.calls.map(\.params) == [["key": "lang"], ["key": "lang"]])
        #expect(try MediatorValue(encoding: StorageSetting(key: "lang", value: nil)) == ["key": "lang"])
        fake.answer("setting", with: ["value": "cs"])
        #expect(malformedPath { _ = try mediator.storage.setting("lang") } == "key")
    }

    @Test func testSetSetting_sendsKeyAndValue_orNullToRemove_andDecodesTheSetting() throws {
        fake.answer("setSetting", with: ["key": "lang", "value": "cs"])
        #expect(try mediator.storage.setSetting("lang", "cs") == StorageSetting(key: "lang", value: "cs"))
        fake.answer("setSetting", with: ["key": "lang"])
        #expect(try mediator.storage.setSetting("lang", nil) == StorageSetting(key: "lang", value: nil))
        #expect(
            fake.calls == [
                .init(action: "setSetting", params: ["key": "lang", "value": "cs"]),
                .init(action: "setSetting", params: ["key": "lang", "value": nil]),
            ])
    }

    @Test func testStorageFailures_arriveAsStorageFailureWithCodeKindAndMessage() throws {
        for code in StorageErrorCode.allCases {
            fake.fail("setting", code: code, message: "m")
            let error = #expect(throws: StorageFailure.self) { _ = try mediator.storage.setting("k") }
            #expect(error == StorageFailure(code, message: "m"))
            #expect(error?.code == code.rawValue)
            #expect(error?.kind == code.kind)
        }
        #expect(StorageErrorCode.busy.rawValue == "storageBusy")
        #expect(StorageErrorCode.busy.kind == .unavailable)
        #expect(StorageErrorCode.constraint.kind == .conflict)
    }

    @Test func testAnUndeclaredCode_passesThroughAsMediatorErrorKeepingItsKind() throws {
        fake.fail(code: "storageSomethingNew", kind: .conflict, message: "m")
        let error = #expect(throws: MediatorError.self) { _ = try mediator.storage.statistics() }
        #expect(error?.code == "storageSomethingNew")
        #expect(error?.kind == .conflict)
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

    /// The key path of the `malformedResult` that `body` throws, or `nil` (recorded) for anything else.
    private func malformedPath(_ body: () throws -> Void) -> String? {
        do {
            try body()
        } catch MediatorError.malformedResult("Storage", _, let path, _) {
            return path
        } catch {
            Issue.record("expected malformedResult, got \(error)")
            return nil
        }
        Issue.record("expected malformedResult, got a value")
        return nil
    }
}

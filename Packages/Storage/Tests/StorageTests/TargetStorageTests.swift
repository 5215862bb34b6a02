import Foundation
import Mediator
import Storage
import StorageMediator
import Testing

@Suite struct TargetStorageTests {
    private func mediator(_ storage: StorageFacade? = nil) throws -> (Mediator, StorageFacade) {
        let storage = try storage ?? StorageFacade.inMemory()
        let context = MediatorContext()
        context.register(storage)
        return (Mediator(context: context), storage)
    }

    @Test func testStatistics_returnsSizesAndOwners() throws {
        let folder = try TemporaryFolder()
        let (mediator, storage) = try mediator(StorageFacade(path: folder.path("t.sqlite")))
        try storage.executeScript("CREATE TABLE cart_lines (v INTEGER); INSERT INTO cart_lines VALUES (1), (2);")
        let value = try mediator.perform(target: "Storage", action: "statistics")
        #expect(value["path"] == .string(folder.path("t.sqlite")))
        #expect(value["journalMode"] == "wal")
        guard case .int(let pageSize)? = value["pageSize"], case .int(let pageCount)? = value["pageCount"],
            case .int(let fileSize)? = value["fileSize"], case .int(let walSize)? = value["walFileSize"],
            case .int = value["freePageCount"]
        else {
            Issue.record("missing sizes in \(value)")
            return
        }
        #expect(pageSize > 0 && pageCount > 0 && fileSize > 0 && walSize > 0)
        let owners = try #require(value["owners"]?.arrayValue)
        #expect(owners.compactMap { $0["name"] } == ["cart", "schema", "storage"])
        #expect(owners.first == ["name": "cart", "rowCount": 2, "tables": [["name": "cart_lines", "rowCount": 2]]])
        #expect(try value.decode(StorageStatisticsSummary.self) == storage.statistics(), "the wire type round-trips")
    }

    @Test func testStatistics_ofInMemoryDatabase_leavesThePathOut() throws {
        let (mediator, _) = try mediator()
        let value = try mediator.perform(target: "Storage", action: "statistics")
        #expect(value["path"] == nil)
        #expect(try value.decode(StorageStatisticsSummary.self).path == nil)
    }

    @Test func testIntegrityCheck_reportsOk() throws {
        let (mediator, _) = try mediator()
        let value = try mediator.perform(target: "Storage", action: "integrityCheck")
        #expect(value == ["ok": true, "messages": ["ok"]])
        #expect(try value == MediatorValue(encoding: StorageIntegrityReport(messages: ["ok"])))
    }

    @Test func testSettingActions_storeReadAndRemove() throws {
        let (mediator, storage) = try mediator()
        #expect(
            try mediator.perform(target: "Storage", action: "setting", params: ["key": "lang"]) == ["key": "lang"])
        #expect(
            try mediator.perform(target: "Storage", action: "setSetting", params: ["key": "lang", "value": "cs"])
                == ["key": "lang", "value": "cs"])
        #expect(try storage.setting("lang") == "cs")
        #expect(
            try mediator.perform(target: "Storage", action: "setting", params: ["key": "lang"]) == [
                "key": "lang", "value": "cs",
            ])
        // An integer value reads as its decimal string, as from a URL.
        try mediator.perform(target: "Storage", action: "setSetting", params: ["key": "limit", "value": 5])
        #expect(try storage.setting("limit") == "5")
        #expect(
            try mediator.perform(target: "Storage", action: "setSetting", params: ["key": "lang"]) == ["key": "lang"])
        #expect(try storage.setting("lang") == nil)
        try mediator.perform(target: "Storage", action: "setSetting", params: ["key": "limit", "value": nil])
        #expect(try storage.setting("limit") == nil)
    }

    @Test func testSettingActions_withMissingKey_failNamingIt() throws {
        let (mediator, _) = try mediator()
        for action in ["setting", "setSetting"] {
            #expect(throws: MediatorError.missingParameter(key: "key", expected: "String")) {
                try mediator.perform(target: "Storage", action: action, params: ["value": "x"])
            }
        }
    }

    @Test func testSettingActions_withMistypedParams_failNamingTheKey_andStoreNothing() throws {
        let (mediator, storage) = try mediator()
        #expect(throws: MediatorError.invalidParameter(key: "key", expected: "String", actual: "Array")) {
            try mediator.perform(target: "Storage", action: "setting", params: ["key": ["a"]])
        }
        #expect(throws: MediatorError.invalidParameter(key: "value", expected: "String", actual: "Bool true")) {
            try mediator.perform(target: "Storage", action: "setSetting", params: ["key": "k", "value": true])
        }
        #expect(try storage.setting("k") == nil)
    }

    @Test func testTarget_withoutStorageInContext_failsAsServiceMissing() throws {
        let mediator = Mediator(context: MediatorContext())
        let error = #expect(throws: MediatorError.self) {
            try mediator.perform(target: "Storage", action: "statistics")
        }
        #expect(error?.description.contains("StorageFacade") == true)
    }

    @Test func testActions_areAllLocalOnly() async throws {
        let (mediator, storage) = try mediator()
        try storage.setSetting("secret", "s3cr3t")
        let description = try mediator.describe(target: "Storage")
        #expect(Set(description.actions.map(\.name)) == ["statistics", "integrityCheck", "setting", "setSetting"])
        #expect(description.actions.allSatisfy { !$0.isRemote })
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Storage"]))
        let read = await mediator.open("shop://Storage/setting?key=secret")
        #expect(read.status == 403)
        #expect(read.value == .null)
        let write = await mediator.open("shop://Storage/setSetting?key=secret&value=x")
        #expect(write.status == 403)
        #expect(try storage.setting("secret") == "s3cr3t")
    }

    @Test func testStorageErrors_crossTheMediatorWithTheirCode() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("busy.sqlite")
        let holder = try StorageFacade(path: path)
        let (mediator, _) = try mediator(StorageFacade(path: path, busyTimeout: .milliseconds(20)))
        try holder.transaction {
            let error = #expect(throws: MediatorError.self) {
                try mediator.perform(target: "Storage", action: "setSetting", params: ["key": "k", "value": "v"])
            }
            #expect(error?.code == "storageBusy")
            #expect(error?.kind == .unavailable)
        }
    }
}

import Foundation
import Testing

@testable import Storage

@Suite struct MigrationTests {
    private let catalog = [
        Migration(version: 1, sql: "CREATE TABLE goods_items (id INTEGER PRIMARY KEY, name TEXT NOT NULL)"),
        Migration(version: 2, sql: "ALTER TABLE goods_items ADD COLUMN price INTEGER NOT NULL DEFAULT 0"),
        Migration(
            version: 3,
            sql: """
                CREATE INDEX goods_items_name ON goods_items (name);
                INSERT INTO goods_items (name, price) VALUES ('seed', 100);
                """),
    ]

    private func applied(_ storage: StorageFacade, _ owner: String) throws -> [Int] {
        try storage.appliedMigrations(owner: owner)
    }

    @Test func testMigrate_appliesAllVersionsInAscendingOrder_evenWhenListedOutOfOrder() throws {
        let storage = try StorageFacade.inMemory()
        try storage.migrate(owner: "goods", catalog.reversed())
        #expect(try applied(storage, "goods") == [1, 2, 3])
        #expect(try storage.queryOne("SELECT name, price FROM goods_items")?.int("price") == 100)
        let rows = try storage.query(
            "SELECT version, applied_at FROM schema_migrations WHERE owner = 'goods' ORDER BY version")
        #expect(try rows.map { try $0.int("version") } == [1, 2, 3])
        #expect(try rows.allSatisfy { try $0.int64("applied_at") > 1_600_000_000 })
    }

    @Test func testSchemaVersions_areTheHighestAppliedVersionPerOwner() throws {
        let storage = try StorageFacade.inMemory()
        // Storage's own tables (owner `storage`) are migrated when it opens.
        let own = try storage.schemaVersions()
        #expect(Set(own.keys) == ["storage"])
        try storage.migrate(owner: "goods", catalog)
        try storage.migrate(owner: "cart", [Migration(version: 1, sql: "CREATE TABLE cart_lines (id INTEGER)")])
        #expect(try storage.schemaVersions() == own.merging(["goods": 3, "cart": 1]) { $1 })
        try storage.migrate(
            owner: "cart",
            [
                Migration(version: 1, sql: "CREATE TABLE cart_lines (id INTEGER)"),
                Migration(version: 2, sql: "ALTER TABLE cart_lines ADD COLUMN quantity INTEGER"),
            ])
        #expect(try storage.schemaVersions() == own.merging(["goods": 3, "cart": 2]) { $1 })
    }

    @Test func testMigrate_rerun_isNoOp() throws {
        let storage = try StorageFacade.inMemory()
        try storage.migrate(owner: "goods", catalog)
        let before = try storage.query(
            "SELECT owner, version, applied_at FROM schema_migrations ORDER BY owner, version")
        try storage.migrate(owner: "goods", catalog)
        #expect(
            try storage.query("SELECT owner, version, applied_at FROM schema_migrations ORDER BY owner, version")
                == before)
        // The seed row of version 3 was inserted once.
        #expect(try storage.queryOne("SELECT count(*) AS n FROM goods_items")?.int("n") == 1)
    }

    @Test func testMigrate_addingANewVersion_appliesOnlyIt() throws {
        let storage = try StorageFacade.inMemory()
        try storage.migrate(owner: "goods", Array(catalog.prefix(2)))
        #expect(try applied(storage, "goods") == [1, 2])
        try storage.migrate(owner: "goods", catalog)
        #expect(try applied(storage, "goods") == [1, 2, 3])
    }

    @Test func testMigrate_failingVersion_rollsItBackAndKeepsEarlierOnes() throws {
        let storage = try StorageFacade.inMemory()
        let broken =
            catalog + [
                Migration(
                    version: 4,
                    sql: """
                        CREATE TABLE goods_tags (name TEXT);
                        INSERT INTO goods_tags VALUES ('half-done');
                        INSERT INTO goods_nowhere VALUES (1);
                        """),
                Migration(version: 5, sql: "CREATE TABLE goods_never (v INTEGER)"),
            ]
        let error = #expect(throws: StorageError.self) { try storage.migrate(owner: "goods", broken) }
        guard case .migrationFailed(let owner, let version, let cause)? = error else {
            Issue.record("expected migrationFailed, got \(String(describing: error))")
            return
        }
        #expect(owner == "goods" && version == 4)
        #expect(cause.description.contains("no such table: goods_nowhere"))
        #expect(error?.description.contains("goods v4") == true)
        #expect(try applied(storage, "goods") == [1, 2, 3])
        #expect(try storage.query("SELECT name FROM sqlite_master WHERE name IN ('goods_tags', 'goods_never')").isEmpty)
        // Fixing the migration lets it apply later.
        var fixed = broken
        fixed[3] = Migration(version: 4, sql: "CREATE TABLE goods_tags (name TEXT)")
        try storage.migrate(owner: "goods", fixed)
        #expect(try applied(storage, "goods") == [1, 2, 3, 4, 5])
    }

    @Test func testMigrate_withDuplicateVersions_failsBeforeApplyingAnything() throws {
        let storage = try StorageFacade.inMemory()
        let error = #expect(throws: StorageError.self) {
            try storage.migrate(owner: "goods", catalog + [Migration(version: 2, sql: "SELECT 1")])
        }
        #expect(error == .invalidMigrations(owner: "goods", reason: "version 2 appears more than once"))
        #expect(try applied(storage, "goods").isEmpty)
    }

    @Test func testMigrate_withNonPositiveVersionOrEmptyOwner_fails() throws {
        let storage = try StorageFacade.inMemory()
        #expect(throws: StorageError.invalidMigrations(owner: "goods", reason: "version 0 is not positive")) {
            try storage.migrate(owner: "goods", [Migration(version: 0, sql: "SELECT 1")])
        }
        #expect(throws: StorageError.invalidMigrations(owner: "", reason: "the owner name is empty")) {
            try storage.migrate(owner: "", catalog)
        }
    }

    @Test func testMigrate_withMissingVersionBelowAppliedOne_failsClearly() throws {
        let storage = try StorageFacade.inMemory()
        try storage.migrate(
            owner: "goods",
            [catalog[0], catalog[2]].map { $0.version == 3 ? Migration(version: 3, sql: "SELECT 1") : $0 })
        let error = #expect(throws: StorageError.self) { try storage.migrate(owner: "goods", catalog) }
        #expect(error?.code == "storageInvalidMigrations")
        #expect(error?.description.contains("version 2 is not applied but version 3 already is") == true)
        #expect(try applied(storage, "goods") == [1, 3])
    }

    @Test func testMigrate_ownersAreIndependent() throws {
        let storage = try StorageFacade.inMemory()
        try storage.migrate(owner: "goods", catalog)
        try storage.migrate(owner: "cart", [Migration(version: 1, sql: "CREATE TABLE cart_lines (sku TEXT)")])
        #expect(try applied(storage, "cart") == [1])
        #expect(try applied(storage, "goods") == [1, 2, 3])
        #expect(try applied(storage, "storage") == [1])
    }

    @Test func testMigrate_insideOuterTransaction_rollsBackWithIt() throws {
        let storage = try StorageFacade.inMemory()
        #expect(throws: MarkerError(tag: "after")) {
            try storage.transaction {
                try storage.migrate(owner: "goods", catalog)
                throw MarkerError(tag: "after")
            }
        }
        #expect(try applied(storage, "goods").isEmpty)
        #expect(try storage.query("SELECT name FROM sqlite_master WHERE name = 'goods_items'").isEmpty)
    }

    @Test func testMigrate_fourProcessesAtOnce_applyEachVersionExactlyOnce() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("process-race.sqlite")
        _ = try StorageFacade(path: path)
        let helper = try #require(CrashHelper.executable(), "storage-crash-helper was not built next to the tests")
        let processes = (0..<4).map { _ in
            let process = Process()
            process.executableURL = helper
            process.arguments = ["migrate", path]
            process.standardOutput = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        let check = try StorageFacade(path: path)
        let logged = try check.query("SELECT version FROM race_log ORDER BY version").map { try $0.int("version") }
        #expect(logged == Array(2...30))
        #expect(try check.appliedMigrations(owner: "race") == Array(1...30))
    }

    @Test func testMigrate_twoConnectionsAtOnce_applyEachVersionExactlyOnce() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("race.sqlite")
        _ = try StorageFacade(path: path)
        // Every version appends to a log, so a version applied twice would show as a duplicate line.
        let migrations =
            [Migration(version: 1, sql: "CREATE TABLE race_log (version INTEGER NOT NULL)")]
            + (2...20).map { Migration(version: $0, sql: "INSERT INTO race_log (version) VALUES (\($0))") }
        let connections = [try StorageFacade(path: path), try StorageFacade(path: path)]
        let failures = Locked<[String]>([])
        let group = DispatchGroup()
        for connection in connections {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                do { try connection.migrate(owner: "race", migrations) } catch {
                    failures.mutate { $0.append(String(describing: error)) }
                }
            }
        }
        #expect(group.wait(timeout: .now() + .seconds(60)) == .success)
        #expect(failures.get().isEmpty)
        let check = try StorageFacade(path: path)
        #expect(
            try check.query("SELECT version FROM race_log ORDER BY version").map { try $0.int("version") }
                == Array(2...20))
        #expect(try check.appliedMigrations(owner: "race") == Array(1...20))
    }
}

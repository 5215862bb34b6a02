import Foundation
import Testing

@testable import Storage

@Suite struct StorageFacadeTests {
    // MARK: Opening

    @Test func testInit_withMissingParentFolders_createsThemAndUsesWAL() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("a/b/c/shop.sqlite")
        let storage = try StorageFacade(path: path)
        #expect(storage.path == path)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(try storage.queryOne("PRAGMA journal_mode")?.string("journal_mode") == "wal")
        #expect(try storage.queryOne("PRAGMA foreign_keys")?.int("foreign_keys") == 1)
    }

    @Test func testInit_withBusyTimeout_setsIt() throws {
        let storage = try StorageFacade.inMemory(busyTimeout: .milliseconds(1234))
        #expect(try storage.queryOne("PRAGMA busy_timeout")?.int("timeout") == 1234)
        #expect(try StorageFacade.inMemory().queryOne("PRAGMA busy_timeout")?.int("timeout") == 5000)
    }

    @Test func testInMemory_hasNoPathAndIsPrivate() throws {
        let first = try StorageFacade.inMemory()
        let second = try StorageFacade.inMemory()
        #expect(first.path == nil)
        try first.execute("CREATE TABLE t_x (v INTEGER)")
        #expect(try second.query("SELECT name FROM sqlite_master WHERE name = 't_x'").isEmpty)
    }

    @Test func testReopen_keepsData() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("shop.sqlite")
        do {
            let storage = try StorageFacade(path: path)
            try storage.execute("CREATE TABLE t_kept (v TEXT)")
            try storage.execute("INSERT INTO t_kept (v) VALUES (?)", ["still here"])
        }
        let reopened = try StorageFacade(path: path)
        #expect(try reopened.queryOne("SELECT v FROM t_kept")?.string("v") == "still here")
    }

    @Test func testForeignKeys_areEnforced() throws {
        let storage = try StorageFacade.inMemory()
        try storage.executeScript(
            """
            CREATE TABLE t_parent (id INTEGER PRIMARY KEY);
            CREATE TABLE t_child (id INTEGER PRIMARY KEY, parent INTEGER NOT NULL REFERENCES t_parent(id));
            """)
        #expect {
            try storage.execute("INSERT INTO t_child (parent) VALUES (?)", [42])
        } throws: { error in
            guard case .constraint(.foreignKey, _, _, _)? = error as? StorageError else { return false }
            return true
        }
    }

    // MARK: Binding and reading

    @Test func testBinding_everyValueType_roundTrips() throws {
        let storage = try StorageFacade.inMemory()
        try storage.execute("CREATE TABLE t_values (i INTEGER, r REAL, t TEXT, b BLOB, n)")
        let bytes = Data([0, 1, 2, 255, 0, 128])
        try storage.execute(
            "INSERT INTO t_values (i, r, t, b, n) VALUES (?, ?, ?, ?, ?)",
            [.integer(Int64.min), .real(-1.5e300), .text("žluťoučký kůň 🐎 e\u{301} 中文"), .blob(bytes), .null])
        try storage.execute(
            "INSERT INTO t_values (i, r, t, b, n) VALUES (?, ?, ?, ?, ?)",
            [.integer(Int64.max), 0.25, "", .blob(Data()), SQLValue(nil as String?)])
        let rows = try storage.query(
            "SELECT i, r, t, b, n, typeof(t) AS tt, typeof(b) AS tb FROM t_values ORDER BY rowid")
        #expect(try rows[0].int64("i") == Int64.min)
        #expect(try rows[0].double("r") == -1.5e300)
        #expect(try rows[0].string("t") == "žluťoučký kůň 🐎 e\u{301} 中文")
        #expect(try rows[0].data("b") == bytes)
        #expect(rows[0]["n"] == .null)
        #expect(try rows[0].optionalString("n") == nil)
        #expect(try rows[1].int64("i") == Int64.max)
        #expect(try rows[1].double("r") == 0.25)
        // Empty text and empty blobs stay empty values, not NULL.
        #expect(try rows[1].string("t") == "")
        #expect(try rows[1].string("tt") == "text")
        #expect(try rows[1].data("b") == Data())
        #expect(try rows[1].string("tb") == "blob")
    }

    @Test func testBinding_textWithEmbeddedNul_keepsEveryByte() throws {
        let storage = try StorageFacade.inMemory()
        let text = "before\u{0}after"
        #expect(try storage.queryOne("SELECT length(CAST(? AS BLOB)) AS n", [.text(text)])?.int("n") == 12)
        #expect(try storage.queryOne("SELECT ? AS v", [.text(text)])?.string("v") == text)
    }

    @Test func testBinding_literalsAndConvenienceInits_mapToStorageClasses() {
        let values: [SQLValue] = [
            nil, 7, 2.5, "x", true, false, SQLValue(3), SQLValue("s"), SQLValue(nil as String?), SQLValue(true),
        ]
        #expect(
            values == [
                .null, .integer(7), .real(2.5), .text("x"), .integer(1), .integer(0), .integer(3), .text("s"), .null,
                .integer(1),
            ])
        #expect(SQLValue(Data([1])) == .blob(Data([1])))
        #expect(SQLValue(nil as Int?) == .null)
    }

    @Test func testBinding_sqlInjectionAttempt_isStoredLiterally() throws {
        let storage = try StorageFacade.inMemory()
        try storage.execute("CREATE TABLE t_users (name TEXT)")
        let hostile = "x'); DROP TABLE t_users; --"
        try storage.execute("INSERT INTO t_users (name) VALUES (?)", [.text(hostile)])
        #expect(try storage.query("SELECT name FROM t_users").map { try $0.string("name") } == [hostile])
        #expect(try storage.query("SELECT name FROM t_users WHERE name = ?", ["' OR '1'='1"]).isEmpty)
    }

    @Test func testRow_booleansAndNumbers_decode() throws {
        let storage = try StorageFacade.inMemory()
        let row = try #require(
            try storage.queryOne("SELECT 1 AS yes, 0 AS no, 3 AS three, 2.5 AS half, NULL AS empty, 'a' AS text"))
        #expect(try row.bool("yes"))
        #expect(try !row.bool("no"))
        #expect(try row.double("three") == 3)
        #expect(try row.optionalBool("empty") == nil)
        #expect(try row.optionalDouble("half") == 2.5)
        #expect(try row.data("text") == Data("a".utf8))
        #expect(row.columnNames == ["yes", "no", "three", "half", "empty", "text"])
        #expect(row.has("three") && !row.has("four"))
        #expect(row["four"] == .null)
    }

    @Test func testRow_wrongType_throwsDecodingErrorNamingColumn() throws {
        let storage = try StorageFacade.inMemory()
        let row = try #require(try storage.queryOne("SELECT 'abc' AS name, NULL AS price, 2 AS flag, 2.5 AS ratio"))
        #expect(throws: StorageError.decoding(column: "name", expected: "Int64", actual: "text \"abc\"")) {
            _ = try row.int("name")
        }
        #expect(throws: StorageError.decoding(column: "price", expected: "String", actual: "NULL")) {
            _ = try row.string("price")
        }
        #expect(throws: StorageError.decoding(column: "flag", expected: "Bool (integer 0 or 1)", actual: "integer 2")) {
            _ = try row.bool("flag")
        }
        #expect(throws: StorageError.decoding(column: "ratio", expected: "Int64", actual: "real 2.5")) {
            _ = try row.optionalInt("ratio")
        }
        let missing = #expect(throws: StorageError.self) { _ = try row.optionalString("nope") }
        #expect(missing?.description.contains("'nope'") == true)
        #expect(missing?.code == "storageDecoding")
    }

    @Test func testRow_builtFromPairs_readsValues() throws {
        let row = Row(["id": 1, "name": "n"])
        #expect(try row.int("id") == 1)
        #expect(try row.string("name") == "n")
        #expect(row == Row(["id": 1, "name": "n"]))
        #expect(row.description == "[id: 1, name: \"n\"]")
    }

    // MARK: Statements

    @Test func testExecute_returnsChangedRows_andZeroForSchemaStatements() throws {
        let storage = try StorageFacade.inMemory()
        #expect(try storage.execute("CREATE TABLE t_rows (v INTEGER)") == 0)
        #expect(try storage.execute("INSERT INTO t_rows (v) VALUES (1), (2), (3)") == 3)
        #expect(try storage.execute("UPDATE t_rows SET v = v + 1 WHERE v > ?", [1]) == 2)
        #expect(try storage.execute("CREATE INDEX t_rows_v ON t_rows (v)") == 0)
        #expect(try storage.execute("DELETE FROM t_rows WHERE v = ?", [99]) == 0)
        #expect(try storage.execute("SELECT * FROM t_rows") == 0)
    }

    @Test func testLastInsertRowID_isTheInsertedRow() throws {
        let storage = try StorageFacade.inMemory()
        try storage.execute("CREATE TABLE t_ids (id INTEGER PRIMARY KEY, v TEXT)")
        try storage.execute("INSERT INTO t_ids (id, v) VALUES (41, 'a')")
        try storage.execute("INSERT INTO t_ids (v) VALUES ('b')")
        #expect(storage.lastInsertRowID == 42)
    }

    @Test func testExecuteScript_runsEveryStatement() throws {
        let storage = try StorageFacade.inMemory()
        try storage.executeScript(
            """
            CREATE TABLE t_a (v INTEGER); -- a comment
            INSERT INTO t_a VALUES (1);
            INSERT INTO t_a VALUES (2);
            """)
        #expect(try storage.queryOne("SELECT sum(v) AS total FROM t_a")?.int("total") == 3)
    }

    @Test func testExecute_withSeveralStatements_isMisuseAndRunsNothing() throws {
        let storage = try StorageFacade.inMemory()
        try storage.execute("CREATE TABLE t_one (v INTEGER)")
        let error = #expect(throws: StorageError.self) {
            try storage.execute("INSERT INTO t_one VALUES (1); INSERT INTO t_one VALUES (2)")
        }
        #expect(error?.code == "storageMisuse")
        #expect(error?.description.contains("executeScript") == true)
        #expect(try storage.queryOne("SELECT count(*) AS n FROM t_one")?.int("n") == 0)
        // A trailing semicolon and comment are still one statement.
        try storage.execute("INSERT INTO t_one VALUES (1); -- done")
        #expect(try storage.queryOne("SELECT count(*) AS n FROM t_one")?.int("n") == 1)
    }

    @Test func testExecute_withWrongBindingCount_isMisuse() throws {
        let storage = try StorageFacade.inMemory()
        try storage.execute("CREATE TABLE t_b (a, b)")
        let error = #expect(throws: StorageError.self) {
            try storage.execute("INSERT INTO t_b VALUES (?, ?)", [1])
        }
        #expect(error?.code == "storageMisuse")
        #expect(error?.description.contains("2 parameter(s) but 1 value(s)") == true)
        // The cached statement still works afterwards.
        try storage.execute("INSERT INTO t_b VALUES (?, ?)", [1, 2])
        #expect(try storage.query("SELECT a FROM t_b").count == 1)
    }

    @Test func testSyntaxError_carriesMessageCodeAndSQL() throws {
        let storage = try StorageFacade.inMemory()
        let error = #expect(throws: StorageError.self) { _ = try storage.query("SELEC nothing FROM nowhere") }
        guard case .sqlite(let message, let code, let sql)? = error else {
            Issue.record("expected .sqlite, got \(String(describing: error))")
            return
        }
        #expect(message.contains("syntax error"))
        #expect(code == 1)
        #expect(sql == "SELEC nothing FROM nowhere")
        let missing = #expect(throws: StorageError.self) { _ = try storage.query("SELECT * FROM t_nowhere") }
        #expect(missing?.description.contains("no such table: t_nowhere") == true)
    }

    @Test func testConstraintViolations_nameTheirKind_andKeepEarlierData() throws {
        let storage = try StorageFacade.inMemory()
        try storage.execute(
            "CREATE TABLE t_c (id INTEGER PRIMARY KEY, email TEXT UNIQUE, name TEXT NOT NULL, qty INTEGER CHECK (qty > 0))"
        )
        try storage.execute("INSERT INTO t_c VALUES (1, 'a@x', 'a', 1)")
        func kind(_ sql: String) -> StorageError.ConstraintKind? {
            do {
                try storage.execute(sql)
                return nil
            } catch let StorageError.constraint(kind, _, _, _) {
                return kind
            } catch {
                return nil
            }
        }
        #expect(kind("INSERT INTO t_c VALUES (2, 'a@x', 'b', 1)") == .unique)
        #expect(kind("INSERT INTO t_c VALUES (1, 'b@x', 'b', 1)") == .primaryKey)
        #expect(kind("INSERT INTO t_c VALUES (3, 'c@x', NULL, 1)") == .notNull)
        #expect(kind("INSERT INTO t_c VALUES (4, 'd@x', 'd', 0)") == .check)
        let error = #expect(throws: StorageError.self) {
            try storage.execute("INSERT INTO t_c VALUES (2, 'a@x', 'b', 1)")
        }
        #expect(error?.sqliteCode == 2067)
        #expect(error?.code == "storageConstraint")
        #expect(error?.description.contains("t_c.email") == true)
        #expect(try storage.query("SELECT id FROM t_c").map { try $0.int("id") } == [1])
    }

    @Test func testStatementCache_reusesStatements_andSurvivesOverflow() throws {
        let storage = try StorageFacade.inMemory()
        try storage.execute("CREATE TABLE t_cache (v INTEGER)")
        let before = storage.connection.cachedStatementCount
        for value in 0..<10 {
            try storage.execute("INSERT INTO t_cache (v) VALUES (?)", [.integer(Int64(value))])
        }
        #expect(storage.connection.cachedStatementCount == before + 1)
        for value in 0..<(Connection.statementCacheCapacity + 20) {
            _ = try storage.query("SELECT \(value) AS v")
        }
        #expect(storage.connection.cachedStatementCount <= Connection.statementCacheCapacity)
        try storage.execute("INSERT INTO t_cache (v) VALUES (?)", [100])
        #expect(try storage.queryOne("SELECT count(*) AS n FROM t_cache")?.int("n") == 11)
    }

    @Test func testCachedSelectStar_afterSchemaChange_seesNewColumn() throws {
        let storage = try StorageFacade.inMemory()
        try storage.execute("CREATE TABLE t_s (a INTEGER)")
        try storage.execute("INSERT INTO t_s VALUES (1)")
        #expect(try storage.queryOne("SELECT * FROM t_s")?.columnNames == ["a"])
        try storage.execute("ALTER TABLE t_s ADD COLUMN b TEXT DEFAULT 'x'")
        let row = try #require(try storage.queryOne("SELECT * FROM t_s"))
        #expect(row.columnNames == ["a", "b"])
        #expect(try row.string("b") == "x")
    }

    @Test func testConcurrentCallsFromManyThreads_areSerialised() async throws {
        let storage = try StorageFacade.inMemory()
        try storage.execute("CREATE TABLE t_par (v INTEGER)")
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for index in 0..<50 {
                        _ = try? storage.execute(
                            "INSERT INTO t_par (v) VALUES (?)", [.integer(Int64(worker * 100 + index))])
                        _ = try? storage.query("SELECT count(*) AS n FROM t_par")
                    }
                }
            }
        }
        #expect(try storage.queryOne("SELECT count(DISTINCT v) AS n FROM t_par")?.int("n") == 400)
    }
}

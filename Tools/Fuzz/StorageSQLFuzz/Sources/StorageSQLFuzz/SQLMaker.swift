import Foundation
import FuzzSupport
import Storage

/// Builds SQL text and bindings from fuzzer bytes: statements of every kind (including transaction
/// control, conflict clauses that roll back, triggers, pragmas and several statements in one text),
/// joined by separators that include NUL, or the fuzzer's raw text.
enum SQLMaker {
    static let fragments = [
        "CREATE TABLE t(a, b TEXT, c INTEGER PRIMARY KEY)", "CREATE TABLE IF NOT EXISTS u(x UNIQUE, y CHECK (y > 0))",
        "INSERT INTO t VALUES (?, ?, NULL)", "INSERT INTO t(a) VALUES (?) RETURNING *", "INSERT INTO u VALUES (?, ?)",
        "INSERT OR ROLLBACK INTO u VALUES (1, 1)", "INSERT OR FAIL INTO u VALUES (1, 1)", "SELECT * FROM t",
        "SELECT ?", "SELECT ?1, ?2, :x, @y, $z", "SELECT ?999", "SELECT zeroblob(64), randomblob(8)",
        "SELECT 9223372036854775807 + 1", "SELECT 1e999, -1e999, 0.0/0", "SELECT char(0), x'00ff'",
        "SELECT printf('%s|%d', ?, ?)", "SELECT a AS a, b AS a FROM t", "UPDATE t SET a = coalesce(a, 0) + 1",
        "DELETE FROM t", "DROP TABLE t", "DROP TABLE IF EXISTS u", "BEGIN", "BEGIN IMMEDIATE", "COMMIT", "END",
        "ROLLBACK", "SAVEPOINT s0", "SAVEPOINT s1", "RELEASE s0", "ROLLBACK TO s0", "PRAGMA user_version = 7",
        "PRAGMA foreign_keys = OFF", "PRAGMA query_only = ON", "PRAGMA query_only = OFF", "PRAGMA table_info(t)",
        "CREATE TRIGGER tr AFTER INSERT ON t BEGIN SELECT RAISE(ROLLBACK, 'no'); END",
        "CREATE TEMP TRIGGER tt AFTER DELETE ON t BEGIN INSERT INTO u VALUES (random(), 1); END", "DROP TRIGGER tr",
        "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 200) SELECT count(*) FROM c",
        "SELECT * FROM sqlite_master", "SELECT * FROM schema_migrations", "DELETE FROM storage_settings",
        "ATTACH ':memory:' AS aux", "DETACH aux", "CREATE TABLE aux.v(a)", "VACUUM", "ANALYZE", "EXPLAIN SELECT 1",
        "REINDEX", "-- only a comment", "/* c */", "", " ", ";", "SELEC 1", "SELECT '", "SELECT \"a",
        "CREATE VIEW w AS SELECT * FROM t",
        "SELECT * FROM w", "INSERT INTO fuzz_marker VALUES (-1)", "DELETE FROM fuzz_marker",
    ]
    static let separators = ["; ", ";", " ", "\n", "\0", "; -- c\n", ";\0", " /* ; */ "]

    /// SQL text: a few fragments (usually one) joined, or the fuzzer's text.
    static func sql(_ input: inout FuzzInput) -> String {
        if input.int(in: 0...5) == 0 { return input.string(upTo: 120) }
        var text = input.pick(fragments)
        // Usually one statement; up to three more (a count, not `while`: spent input reads as 0).
        for _ in 0..<max(0, input.int(in: -4...3)) {
            text += input.pick(separators) + input.pick(fragments)
        }
        if input.int(in: 0...7) == 0 { text += input.pick(separators) }
        return text
    }

    /// Bindings: usually as many as the text's parameters would want, of every type and size.
    static func bindings(_ input: inout FuzzInput) -> [SQLValue] {
        (0..<input.int(in: 0...4)).map { _ in value(&input) }
    }

    static func value(_ input: inout FuzzInput) -> SQLValue {
        switch input.int(in: 0...6) {
        case 0: return .null
        case 1: return .integer(input.pick([Int64.min, Int64.max, 0, -1, 1, 42]))
        case 2: return .real(input.pick([0.5, -0.0, .nan, .infinity, -.infinity, 1e308, 5e-324]))
        case 3: return .text(input.string(upTo: 40))
        case 4: return .text(input.pick(["", "\0", "a\0b", String(repeating: "x", count: 5000)]))
        case 5: return .blob(Data(input.bytes(upTo: 40)))
        default: return .blob(Data())
        }
    }
}

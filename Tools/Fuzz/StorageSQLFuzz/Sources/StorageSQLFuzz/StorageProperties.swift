import Foundation
import FuzzSupport
import Storage

/// Runs operations made from fuzzer bytes on a fresh in-memory database and checks what Storage
/// promises: typed errors only, a refused statement changes nothing, a transaction is all or
/// nothing, and the facade stays usable afterwards.
final class StorageProperties {
    let storage: StorageFacade
    private var markers: Int64 = 0

    /// Thrown by a transaction body to make it roll back.
    struct Abort: Error {}

    init() {
        do {
            storage = try StorageFacade.inMemory()
            try storage.execute("CREATE TABLE fuzz_marker(id INTEGER)")
        } catch {
            Property.fail("cannot open an in-memory database: \(error)")
        }
    }

    func run(_ input: inout FuzzInput) {
        for _ in 0..<input.int(in: 1...6) where !input.isAtEnd {
            runOne(&input, depth: 0)
        }
        Property.check(!storage.isInTransaction, "a transaction is still open after the operations")
        do {
            try storage.transaction {}
        } catch StorageError.sqlite(let message, _, _) where message.contains("within a transaction") {
            // SQL left a transaction open that the facade does not know about: every later write
            // would join it and be lost when the process ends.
            Property.fail("after the operations, SQLite is inside a transaction the facade did not open")
        } catch {
            // Allowed: the SQL itself may have made the connection refuse writes (`PRAGMA query_only`).
            checkTyped(error, "an empty transaction after the operations")
        }
        do {
            let answer = try storage.queryOne("SELECT 41 + 1 AS answer")?.int("answer")
            Property.check(answer == 42, "after the operations, SELECT 41 + 1 reads \(String(describing: answer))")
        } catch {
            Property.fail("after the operations, SELECT 41 + 1 fails: \(error)")
        }
    }

    private func runOne(_ input: inout FuzzInput, depth: Int) {
        switch input.int(in: 0...5) {
        case 0: attempt(input: &input, "execute") { try storage.execute($0, $1) }
        case 1: attempt(input: &input, "query") { _ = try storage.query($0, $1) }
        case 2: attempt(input: &input, "queryOne") { _ = try storage.queryOne($0, $1) }
        case 3:
            let sql = SQLMaker.sql(&input)
            do {
                try storage.executeScript(sql)
            } catch {
                checkTyped(error, "executeScript(\(sql.debugDescription))")
            }
        default:
            guard depth < 3 else { return }
            runTransaction(&input, depth: depth)
        }
    }

    /// One statement through a single-statement entry: a statement it refuses (several statements,
    /// wrong binding count) changes nothing.
    private func attempt(
        input: inout FuzzInput, _ entry: String, _ body: (String, [SQLValue]) throws -> Void
    ) {
        let sql = SQLMaker.sql(&input)
        let bindings = SQLMaker.bindings(&input)
        let before = fingerprint()
        do {
            try body(sql, bindings)
        } catch {
            checkTyped(error, "\(entry)(\(sql.debugDescription))")
            if case .misuse(let message, _) = error as? StorageError {
                Property.check(
                    before == nil || fingerprint() == before,
                    "\(entry)(\(sql.debugDescription)) was refused (\(message)) but changed the database")
            }
        }
    }

    /// A transaction whose body writes a marker, runs operations (ignoring their errors, as a caller
    /// that handles them would) and then either returns or throws: after a throw, nothing it wrote
    /// may remain, whatever SQL ran inside.
    private func runTransaction(_ input: inout FuzzInput, depth: Int) {
        markers += 1
        let marker = markers
        let rollBack = input.bool()
        let before = rollBack && !storage.isInTransaction ? snapshot() : nil
        do {
            try storage.transaction {
                try storage.execute("INSERT INTO fuzz_marker VALUES (?)", [.integer(marker)])
                for _ in 0..<input.int(in: 0...3) where !input.isAtEnd {
                    runOne(&input, depth: depth + 1)
                }
                if rollBack { throw Abort() }
            }
        } catch is Abort {
        } catch {
            checkTyped(error, "a transaction")
        }
        guard let before else { return }
        let after = snapshot()
        Property.check(
            after == before,
            "a transaction that threw changed the database:\nbefore: \(before)\nafter:  \(after)")
        do {
            let left = try storage.queryOne("SELECT count(*) AS n FROM fuzz_marker WHERE id = ?", [.integer(marker)])?
                .int("n")
            Property.check(left == 0, "a transaction that threw left its marker \(marker) behind")
        } catch StorageError.sqlite(let message, _, _) where message.contains("no such table") {
            // The body dropped the marker table and that drop was rolled back too... unless it was not.
            Property.fail("a transaction that threw left the marker table dropped")
        } catch {
            Property.fail("reading the marker after a rollback failed: \(error)")
        }
    }

    private func checkTyped(_ error: any Error, _ what: String) {
        guard let storageError = error as? StorageError else {
            Property.fail("\(what) threw \(error), not a StorageError")
        }
        Property.check(!storageError.description.isEmpty, "\(what) failed without a message")
    }

    /// Every table's definition and rows (sorted), as text: what a rolled-back transaction must
    /// leave exactly as it found it.
    private func snapshot() -> [String] {
        do {
            var tables: [String] = []
            for table in try storage.query("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name") {
                let name = try table.string("name")
                let rows = try storage.query("SELECT * FROM \"\(name.replacingOccurrences(of: "\"", with: "\"\""))\"")
                tables.append("\(table["sql"]): \(rows.map(\.description).sorted())")
            }
            let version = try storage.queryOne("PRAGMA user_version")?["user_version"] ?? .null
            return tables + ["user_version \(version)"]
        } catch {
            Property.fail("reading the database back failed: \(error)")
        }
    }

    /// What a refused statement must leave alone: the change counter and the schema; `nil` inside a
    /// transaction that SQL rolled back, where Storage refuses every statement (the refusal itself is
    /// what keeps it unchanged).
    private func fingerprint() -> [SQLValue]? {
        do {
            let row = try storage.queryOne(
                "SELECT total_changes() AS changes, (SELECT count(*) FROM sqlite_master) AS objects")
            return [row?["changes"] ?? .null, row?["objects"] ?? .null]
        } catch StorageError.misuse(let message, _) where message.hasPrefix("the transaction was rolled back") {
            return nil
        } catch {
            Property.fail("reading the change counter failed: \(error)")
        }
    }
}

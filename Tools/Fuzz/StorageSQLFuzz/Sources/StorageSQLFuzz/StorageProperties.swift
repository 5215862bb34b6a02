import Foundation
import FuzzSupport
import Storage

/// Runs operations made from fuzzer bytes on a fresh in-memory database and checks what Storage
/// promises: typed errors only, a refused statement changes nothing, a transaction is all or
/// nothing at every level (a savepoint that throws is undone inside the transaction that goes on),
/// and the facade stays usable afterwards.
final class StorageProperties {
    let storage: any SQLStore
    private var markers: Int64 = 0
    /// The markers of the transactions open now, innermost last: each level's own and those of the
    /// inner levels it kept.
    private var pendingMarkers: [[Int64]] = []
    /// The markers committed so far: the model of `fuzz_marker` (ids above 0).
    private var committedMarkers: Set<Int64> = []
    /// Whether SQL that names `fuzz_marker` ran, so the table may differ from the model for reasons
    /// that are not Storage's.
    private var markerTableTouched = false

    /// Thrown by a transaction body to make it roll back.
    struct Abort: Error {}

    /// Opens a fresh in-memory database; `seam` returns what the properties drive (the facade itself,
    /// or a planted-bug stand-in wrapping it).
    init(_ seam: (StorageFacade) -> any SQLStore) {
        do {
            let facade = try StorageFacade.inMemory()
            try facade.execute("CREATE TABLE fuzz_marker(id INTEGER)")
            storage = seam(facade)
        } catch {
            Property.harnessFailure("cannot open an in-memory database: \(error)")
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
            let answer = try storage.queryOne("SELECT 41 + 1 AS answer", [])?.int("answer")
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
            noteMarkerTable(sql)
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
        noteMarkerTable(sql)
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

    /// A transaction (a savepoint when one is open) whose body writes a marker, runs operations
    /// (ignoring their errors, as a caller that handles them would, so an inner transaction that
    /// throws is caught and the outer one goes on) and then either returns or throws.
    ///
    /// After a throw, nothing the level wrote may remain, whatever SQL ran inside; after a return,
    /// the database is as the body left it; and after the outermost level ends, `fuzz_marker` holds
    /// exactly the markers of the levels that committed with every level around them.
    private func runTransaction(_ input: inout FuzzInput, depth: Int) {
        markers += 1
        let marker = markers
        let rollBack = input.bool()
        let outermost = !storage.isInTransaction
        let level = outermost ? "an outermost transaction" : "an inner transaction (savepoint)"
        let before = rollBack ? snapshot() : nil
        var atEnd: [String]?
        var committed = false
        pendingMarkers.append([])
        do {
            try storage.transaction {
                try storage.execute("INSERT INTO fuzz_marker VALUES (?)", [.integer(marker)])
                pendingMarkers[pendingMarkers.count - 1].append(marker)
                for _ in 0..<input.int(in: 0...3) where !input.isAtEnd {
                    runOne(&input, depth: depth + 1)
                }
                if rollBack { throw Abort() }
                atEnd = snapshot()
            }
            committed = true
        } catch is Abort {
        } catch {
            checkTyped(error, "a transaction")
        }
        let kept = pendingMarkers.removeLast()
        if committed {
            if outermost { committedMarkers.formUnion(kept) } else { pendingMarkers[pendingMarkers.count - 1] += kept }
            if let atEnd, let after = snapshot() {
                Property.check(
                    after == atEnd,
                    "\(level) that returned did not keep what its body left:\nat end: \(atEnd)\nafter:  \(after)")
            }
        } else if rollBack, let before {
            checkUndone(level: level, marker: marker, before: before)
        }
        if outermost { checkMarkerModel() }
    }

    /// A level whose body threw left every table as before it began, its marker gone.
    private func checkUndone(level: String, marker: Int64, before: [String]) {
        guard let after = snapshot() else { return }
        Property.check(
            after == before, "\(level) that threw changed the database:\nbefore: \(before)\nafter:  \(after)")
        do {
            let left = try storage.queryOne(
                "SELECT count(*) AS n FROM fuzz_marker WHERE id = ?", [.integer(marker)])?.int("n")
            Property.check(left == 0, "\(level) that threw left its marker \(marker) behind")
        } catch StorageError.sqlite(let message, _, _) where message.contains("no such table") {
            // The body dropped the marker table and that drop was rolled back too... unless it was not.
            Property.fail("\(level) that threw left the marker table dropped")
        } catch {
            Property.fail("reading the marker after a rollback failed: \(error)")
        }
    }

    /// After the outermost transaction: `fuzz_marker` holds exactly the markers the model says were
    /// committed (unless SQL naming the table ran, or the connection refuses to read).
    private func checkMarkerModel() {
        guard !markerTableTouched else { return }
        do {
            let found = try storage.query("SELECT id FROM fuzz_marker WHERE id > 0 ORDER BY id", []).map {
                try $0.int64("id")
            }
            let expected = committedMarkers.sorted()
            Property.check(
                found == expected,
                "after the outermost transaction, fuzz_marker holds \(found) but the transactions that committed "
                    + "(with every level around them) wrote \(expected)")
        } catch {
            checkTyped(error, "reading fuzz_marker after a transaction")
        }
    }

    private func noteMarkerTable(_ sql: String) {
        if sql.lowercased().contains("fuzz_marker") { markerTableTouched = true }
    }

    private func checkTyped(_ error: any Error, _ what: String) {
        guard let storageError = error as? StorageError else {
            Property.fail("\(what) threw \(error), not a StorageError")
            return
        }
        Property.check(!storageError.description.isEmpty, "\(what) failed without a message")
    }

    /// Every table's definition and rows (sorted), as text: what a rolled-back level must leave
    /// exactly as it found it; `nil` inside a transaction that SQL rolled back, where Storage
    /// refuses every statement.
    private func snapshot() -> [String]? {
        do {
            var tables: [String] = []
            for table in try storage.query(
                "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name", [])
            {
                let name = try table.string("name")
                let rows = try storage.query(
                    "SELECT * FROM \"\(name.replacingOccurrences(of: "\"", with: "\"\""))\"", [])
                tables.append("\(table["sql"]): \(rows.map(\.description).sorted())")
            }
            let version = try storage.queryOne("PRAGMA user_version", [])?["user_version"] ?? .null
            return tables + ["user_version \(version)"]
        } catch StorageError.misuse(let message, _) where message.hasPrefix("the transaction was rolled back") {
            return nil
        } catch {
            Property.fail("reading the database back failed: \(error)")
            return nil
        }
    }

    /// What a refused statement must leave alone: the change counter and the schema; `nil` inside a
    /// transaction that SQL rolled back, where Storage refuses every statement (the refusal itself is
    /// what keeps it unchanged).
    private func fingerprint() -> [SQLValue]? {
        do {
            let row = try storage.queryOne(
                "SELECT total_changes() AS changes, (SELECT count(*) FROM sqlite_master) AS objects", [])
            return [row?["changes"] ?? .null, row?["objects"] ?? .null]
        } catch StorageError.misuse(let message, _) where message.hasPrefix("the transaction was rolled back") {
            return nil
        } catch {
            Property.fail("reading the change counter failed: \(error)")
            return nil
        }
    }
}

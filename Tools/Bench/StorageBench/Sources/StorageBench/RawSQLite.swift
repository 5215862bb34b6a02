import CSQLiteBench
import Foundation

/// The baseline: the same inserts and reads written directly against the SQLite C API.
final class RawSQLite {
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    private let handle: OpaquePointer

    init(path: String) throws {
        var raw: OpaquePointer?
        guard
            sqlite3_open_v2(path, &raw, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
                == SQLITE_OK,
            let raw
        else {
            throw BenchError("cannot open \(path)")
        }
        handle = raw
        try exec("PRAGMA journal_mode = WAL")
        try exec("PRAGMA foreign_keys = ON")
        sqlite3_busy_timeout(handle, 5000)
    }

    deinit { sqlite3_close_v2(handle) }

    func exec(_ sql: String) throws {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
            throw BenchError(String(cString: sqlite3_errmsg(handle)))
        }
    }

    private func prepare(_ sql: String) throws -> OpaquePointer {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw BenchError(String(cString: sqlite3_errmsg(handle)))
        }
        return statement
    }

    func insert(ids: [Int64], names: [String]) throws {
        let statement = try prepare(Workload.insertSQL)
        defer { sqlite3_finalize(statement) }
        try exec("BEGIN IMMEDIATE")
        for (index, id) in ids.enumerated() {
            sqlite3_bind_int64(statement, 1, id)
            sqlite3_bind_text(statement, 2, names[index], -1, Self.transient)
            sqlite3_bind_int64(statement, 3, id &* 7)
            guard sqlite3_step(statement) == SQLITE_DONE else {
                throw BenchError(String(cString: sqlite3_errmsg(handle)))
            }
            sqlite3_reset(statement)
        }
        try exec("COMMIT")
    }

    /// Reads each row and returns a checksum, so the work cannot be optimised away.
    func read(ids: [Int64]) throws -> Int {
        let statement = try prepare(Workload.readSQL)
        defer { sqlite3_finalize(statement) }
        var checksum = 0
        for id in ids {
            sqlite3_bind_int64(statement, 1, id)
            guard sqlite3_step(statement) == SQLITE_ROW else { throw BenchError("row \(id) missing") }
            let name = String(cString: sqlite3_column_text(statement, 0))
            checksum &+= name.utf8.count &+ Int(sqlite3_column_int64(statement, 1))
            sqlite3_reset(statement)
        }
        return checksum
    }
}

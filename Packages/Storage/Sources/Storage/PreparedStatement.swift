internal import CSQLite
import Foundation

/// A prepared statement kept in the connection's cache and reused for every call with the same SQL.
///
/// Values only ever reach SQLite through `sqlite3_bind_*`, never through the SQL text.
final class PreparedStatement {
    private unowned let connection: Connection
    private var handle: OpaquePointer?
    let sql: String
    let parameterCount: Int
    /// The column names of the last result, reused until SQLite re-prepares the statement.
    private var columnIndex: ColumnIndex?
    /// SQLite's re-prepare count when `columnIndex` was read.
    private var columnIndexPreparation: Int32 = -1

    init(connection: Connection, sql: String) throws {
        self.connection = connection
        self.sql = sql
        var raw: OpaquePointer?
        // The tail pointer points into the C string, so it may be read only while that string
        // lives: prepare and inspect the tail inside one `withCString`.
        let (code, extra) = sql.withCString { text -> (Int32, Bool) in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v3(connection.handle, text, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &raw, &tail)
            guard code == SQLITE_OK, let tail else { return (code, false) }
            return (code, Self.holdsAnotherStatement(connection: connection, tail))
        }
        guard code == SQLITE_OK else {
            sqlite3_finalize(raw)
            throw connection.lastError(sql: sql)
        }
        guard let raw else {
            throw StorageError.misuse(message: "the SQL holds no statement", sql: Connection.shorten(sql))
        }
        if extra {
            sqlite3_finalize(raw)
            throw StorageError.misuse(
                message: "more than one statement given; use executeScript for several statements",
                sql: Connection.shorten(sql))
        }
        self.handle = raw
        self.parameterCount = Int(sqlite3_bind_parameter_count(raw))
    }

    deinit { finalize() }

    /// Releases SQLite's statement; later use fails as misuse instead of touching freed memory.
    func finalize() {
        if let handle {
            sqlite3_finalize(handle)
            self.handle = nil
        }
    }

    /// Binds, runs to completion and returns every row.
    func query(_ bindings: [SQLValue]) throws -> [Row] {
        let handle = try prepared(bindings)
        defer { sqlite3_reset(handle) }
        var rows: [Row] = []
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_ROW {
                rows.append(readRow(handle))
            } else if code == SQLITE_DONE {
                return rows
            } else {
                throw stepError(handle)
            }
        }
    }

    /// Binds, runs and returns the first row, if any, without reading the rest.
    func queryOne(_ bindings: [SQLValue]) throws -> Row? {
        let handle = try prepared(bindings)
        defer { sqlite3_reset(handle) }
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW { return readRow(handle) }
        if code == SQLITE_DONE { return nil }
        throw stepError(handle)
    }

    /// Binds and runs to completion, ignoring any rows.
    func run(_ bindings: [SQLValue]) throws {
        let handle = try prepared(bindings)
        defer { sqlite3_reset(handle) }
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { return }
            if code != SQLITE_ROW { throw stepError(handle) }
        }
    }

    // MARK: Binding

    private func prepared(_ bindings: [SQLValue]) throws -> OpaquePointer {
        guard let handle else {
            throw StorageError.misuse(message: "the statement was finalised", sql: Connection.shorten(sql))
        }
        guard bindings.count == parameterCount else {
            throw StorageError.misuse(
                message: "the statement has \(parameterCount) parameter(s) but \(bindings.count) value(s) were bound",
                sql: Connection.shorten(sql))
        }
        for (offset, value) in bindings.enumerated() {
            let code = Self.bind(value, at: Int32(offset + 1), to: handle)
            if code != SQLITE_OK {
                sqlite3_clear_bindings(handle)
                throw connection.error(
                    code: code, message: String(cString: sqlite3_errstr(code)) + " (binding parameter \(offset + 1))",
                    sql: sql)
            }
        }
        return handle
    }

    private static func bind(_ value: SQLValue, at index: Int32, to handle: OpaquePointer) -> Int32 {
        switch value {
        case .null:
            return sqlite3_bind_null(handle, index)
        case .integer(let number):
            return sqlite3_bind_int64(handle, index, number)
        case .real(let number):
            return sqlite3_bind_double(handle, index, number)
        case .text(var text):
            // Bind the string's own UTF-8 bytes (SQLite copies them) instead of making a C string first.
            return text.withUTF8 { bytes in
                // An empty buffer may have no address, and a null pointer would bind NULL, not "".
                guard let base = bytes.baseAddress, bytes.count > 0 else {
                    return sqlite3_bind_text(handle, index, "", 0, Connection.transient)
                }
                guard let length = Int32(exactly: bytes.count) else { return SQLITE_TOOBIG }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite3_bind_text(handle, index, $0, length, Connection.transient)
                }
            }
        case .blob(let data):
            guard !data.isEmpty else {
                return sqlite3_bind_zeroblob(handle, index, 0)
            }
            guard let length = Int32(exactly: data.count) else { return SQLITE_TOOBIG }
            return data.withUnsafeBytes { bytes in
                sqlite3_bind_blob(handle, index, bytes.baseAddress, length, Connection.transient)
            }
        }
    }

    // MARK: Reading

    private func readRow(_ handle: OpaquePointer) -> Row {
        let count = Int(sqlite3_column_count(handle))
        let columns = currentColumns(handle, count: count)
        var values: [SQLValue] = []
        values.reserveCapacity(count)
        for column in 0..<Int32(count) {
            values.append(Self.value(at: column, of: handle))
        }
        return Row(columns: columns, values: values)
    }

    private static func value(at column: Int32, of handle: OpaquePointer) -> SQLValue {
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, column))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, column))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(handle, column) else { return .text("") }
            let length = Int(sqlite3_column_bytes(handle, column))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self))
        case SQLITE_BLOB:
            let length = Int(sqlite3_column_bytes(handle, column))
            guard length > 0, let bytes = sqlite3_column_blob(handle, column) else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: length))
        default:
            return .null
        }
    }

    /// The column index for this result, reused until SQLite re-prepares the statement (after a
    /// schema change, when the columns of e.g. `SELECT *` can change).
    private func currentColumns(_ handle: OpaquePointer, count: Int) -> ColumnIndex {
        let preparation = sqlite3_stmt_status(handle, SQLITE_STMTSTATUS_REPREPARE, 0)
        if let cached = columnIndex, preparation == columnIndexPreparation, cached.names.count == count {
            return cached
        }
        let names = (0..<Int32(count)).map { column in
            sqlite3_column_name(handle, column).map { String(cString: $0) } ?? "column\(column)"
        }
        let fresh = ColumnIndex(names: names)
        columnIndex = fresh
        columnIndexPreparation = preparation
        return fresh
    }

    private func stepError(_ handle: OpaquePointer) -> StorageError {
        // With the v2 prepare API the step result already is the specific error; the handle holds its message.
        connection.lastError(sql: sql)
    }

    /// Whether `tail` holds more than whitespace and comments (which prepare to no statement).
    private static func holdsAnotherStatement(connection: Connection, _ tail: UnsafePointer<CChar>) -> Bool {
        var rest: UnsafePointer<CChar>? = tail
        while let current = rest, current.pointee != 0 {
            var extra: OpaquePointer?
            var next: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v2(connection.handle, current, -1, &extra, &next)
            if code != SQLITE_OK {
                return true
            }
            if let extra {
                sqlite3_finalize(extra)
                return true
            }
            rest = next
        }
        return false
    }
}

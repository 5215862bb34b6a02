internal import CSQLite
import Foundation

/// One raw SQLite connection with a cache of prepared statements; not thread-safe on its own.
///
/// `StorageFacade` serialises every use behind its lock, which is why the handle is opened with
/// `SQLITE_OPEN_NOMUTEX`: SQLite's own mutex would only repeat that work.
final class Connection {
    /// SQLite's "copy this buffer now" destructor; the C macro `SQLITE_TRANSIENT` does not import.
    static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    /// How many distinct SQL texts keep a prepared statement; beyond it the cache starts over.
    static let statementCacheCapacity = 256

    let handle: OpaquePointer
    let path: String?
    private var statements: [String: PreparedStatement] = [:]
    /// The statement used last: a loop runs the same SQL again and again, and comparing one string
    /// (usually the same literal, so the same storage) is cheaper than hashing it for the dictionary.
    private var lastStatement: PreparedStatement?
    /// Whether the facade is running its own BEGIN, COMMIT, ROLLBACK or savepoint statement. Only
    /// then does the authorizer let SQL control transactions: a `BEGIN` or `COMMIT` passed to
    /// `execute` would otherwise open a transaction the facade does not know about (every later
    /// write joins it and is lost at exit) or commit half of one (found by Tools/fuzz StorageSQL).
    private var allowsTransactionControl = false

    /// Opens (creating if needed) the database at `path`, or a private in-memory one for `nil`.
    init(path: String?) throws {
        var raw: OpaquePointer?
        // NOFOLLOW: SQLite refuses a database path that is a symbolic link (StorageFacade checks that
        // the file and its -wal, -shm and -journal names are regular files, if they exist, before opening).
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW
        let code = sqlite3_open_v2(path ?? ":memory:", &raw, flags, nil)
        guard let raw else {
            throw StorageError.openFailed(path: path ?? ":memory:", message: "out of memory", code: code)
        }
        guard code == SQLITE_OK else {
            let message = String(cString: sqlite3_errmsg(raw))
            let extended = sqlite3_extended_errcode(raw)
            sqlite3_close_v2(raw)
            throw StorageError.openFailed(path: path ?? ":memory:", message: message, code: extended)
        }
        sqlite3_extended_result_codes(raw, 1)
        self.handle = raw
        self.path = path
        // Checked when a statement is prepared (never per step): refuses transaction control unless
        // `transactionControl` runs it. The connection outlives its handle's callbacks (deinit closes it).
        sqlite3_set_authorizer(
            raw,
            { context, action, _, _, _, _ in
                guard action == SQLITE_TRANSACTION || action == SQLITE_SAVEPOINT, let context else { return SQLITE_OK }
                let connection = Unmanaged<Connection>.fromOpaque(context).takeUnretainedValue()
                return connection.allowsTransactionControl ? SQLITE_OK : SQLITE_DENY
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        for statement in statements.values {
            statement.finalize()
        }
        statements.removeAll()
        lastStatement = nil
        // `close_v2` defers the close until any statement still alive is finalised, instead of failing.
        sqlite3_close_v2(handle)
    }

    /// Closing the connection leaves the write-ahead log as it is instead of checkpointing it.
    func keepLogOnClose() {
        _ = storage_set_no_checkpoint_on_close(handle, 1)
    }

    /// Sets how long a statement waits for another connection's lock before failing with busy.
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// The prepared statement for `sql`, from the cache or freshly prepared.
    func statement(_ sql: String) throws -> PreparedStatement {
        if let last = lastStatement, last.sql == sql {
            return last
        }
        if let cached = statements[sql] {
            lastStatement = cached
            return cached
        }
        let statement = try PreparedStatement(connection: self, sql: sql)
        if statements.count >= Self.statementCacheCapacity {
            // Nothing is mid-step between calls (results are read fully), so every entry can go.
            for old in statements.values { old.finalize() }
            statements.removeAll(keepingCapacity: true)
        }
        statements[sql] = statement
        lastStatement = statement
        return statement
    }

    /// The number of cached prepared statements.
    var cachedStatementCount: Int { statements.count }

    /// Runs several statements without bindings.
    func executeScript(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        if code != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            throw error(code: sqlite3_extended_errcode(handle), message: text, sql: sql)
        }
    }

    /// Runs the facade's own transaction-control statements (`BEGIN IMMEDIATE`, `SAVEPOINT s1`, ...).
    func transactionControl(_ sql: String) throws {
        allowsTransactionControl = true
        defer { allowsTransactionControl = false }
        try executeScript(sql)
    }

    /// Whether no transaction is open on this connection.
    var isAutocommit: Bool { sqlite3_get_autocommit(handle) != 0 }

    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }
    var totalChanges: Int64 { Int64(sqlite3_total_changes(handle)) }
    var changes: Int64 { Int64(sqlite3_changes(handle)) }

    /// The typed error for the connection's most recent failure.
    func lastError(sql: String) -> StorageError {
        error(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)), sql: sql)
    }

    /// Maps an SQLite result code to the error case a caller can act on.
    func error(code: Int32, message: String, sql: String) -> StorageError {
        let shortSQL = Self.shorten(sql)
        switch code & 0xff {
        case SQLITE_BUSY, SQLITE_LOCKED:
            return .busy(message: message, code: code, sql: shortSQL)
        case SQLITE_CONSTRAINT:
            return .constraint(kind: Self.constraintKind(code), message: message, code: code, sql: shortSQL)
        case SQLITE_NOTADB, SQLITE_CORRUPT:
            return .notADatabase(path: path, message: message, code: code)
        case SQLITE_MISUSE, SQLITE_RANGE:
            return .misuse(message: message, sql: shortSQL)
        case SQLITE_AUTH:
            // The authorizer refuses only transaction control (see `allowsTransactionControl`).
            return .misuse(message: Self.transactionControlRefused, sql: shortSQL)
        default:
            return .sqlite(message: message, code: code, sql: shortSQL)
        }
    }

    private static func constraintKind(_ code: Int32) -> StorageError.ConstraintKind {
        switch code >> 8 {
        case 8: return .unique  // SQLITE_CONSTRAINT_UNIQUE
        case 6: return .primaryKey  // SQLITE_CONSTRAINT_PRIMARYKEY
        case 3: return .foreignKey  // SQLITE_CONSTRAINT_FOREIGNKEY
        case 5: return .notNull  // SQLITE_CONSTRAINT_NOTNULL
        case 1: return .check  // SQLITE_CONSTRAINT_CHECK
        default: return .other
        }
    }

    static let transactionControlRefused =
        "SQL may not begin, commit or roll back transactions or use savepoints; use StorageFacade.transaction"

    /// SQL for messages: whitespace collapsed, at most 120 characters.
    static func shorten(_ sql: String) -> String {
        let collapsed = sql.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        return collapsed.count > 120 ? String(collapsed.prefix(117)) + "..." : collapsed
    }
}

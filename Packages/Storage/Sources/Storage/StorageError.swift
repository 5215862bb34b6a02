import Mediator
import StorageMediator

/// Every way a storage operation can fail, with SQLite's own message and extended result code.
public enum StorageError: Error, Sendable, Equatable, CodedError, CustomStringConvertible {
    /// The database could not be opened or prepared (missing folder, a directory, no permission, ...).
    case openFailed(path: String, message: String, code: Int32)
    /// The file is not an SQLite database or is corrupt (SQLITE_NOTADB / SQLITE_CORRUPT).
    case notADatabase(path: String?, message: String, code: Int32)
    /// Another connection held a lock for longer than the busy timeout (SQLITE_BUSY / SQLITE_LOCKED).
    case busy(message: String, code: Int32, sql: String)
    /// A constraint rejected the write (unique, primary key, foreign key, not null, check).
    case constraint(kind: ConstraintKind, message: String, code: Int32, sql: String)
    /// The API was used wrongly: wrong number of bindings, an empty statement, a nested COMMIT, ...
    case misuse(message: String, sql: String)
    /// Any other SQLite failure (syntax error, no such table, I/O error, read-only file, ...).
    case sqlite(message: String, code: Int32, sql: String)
    /// A row's column could not be read as the requested type.
    case decoding(column: String, expected: String, actual: String)
    /// A component's migration list is invalid (duplicate or non-positive versions, a gap below applied ones).
    case invalidMigrations(owner: String, reason: String)
    /// One migration failed; it was rolled back and the versions before it stay applied.
    indirect case migrationFailed(owner: String, version: Int, cause: StorageError)

    /// The kind of constraint a write violated.
    public enum ConstraintKind: String, Sendable, Equatable {
        /// A UNIQUE index or constraint.
        case unique
        /// A PRIMARY KEY.
        case primaryKey
        /// A FOREIGN KEY.
        case foreignKey
        /// A NOT NULL column.
        case notNull
        /// A CHECK constraint.
        case check
        /// Any other constraint (trigger, rowid, ...).
        case other
    }

    /// The code callers across the mediator receive, e.g. `.busy` (`storageBusy`); its kind is
    /// declared with it in `StorageMediator`.
    public var errorCode: StorageErrorCode {
        switch self {
        case .openFailed: return .openFailed
        case .notADatabase: return .notADatabase
        case .busy: return .busy
        case .constraint: return .constraint
        case .misuse: return .misuse
        case .sqlite: return .failed
        case .decoding: return .decoding
        case .invalidMigrations: return .invalidMigrations
        case .migrationFailed: return .migrationFailed
        }
    }

    /// SQLite's extended result code, when SQLite reported the failure.
    public var sqliteCode: Int32? {
        switch self {
        case .openFailed(_, _, let code), .notADatabase(_, _, let code), .busy(_, let code, _),
            .constraint(_, _, let code, _), .sqlite(_, let code, _):
            return code
        case .migrationFailed(_, _, let cause): return cause.sqliteCode
        case .misuse, .decoding, .invalidMigrations: return nil
        }
    }

    /// A one-line message a person can act on.
    public var description: String {
        switch self {
        case .openFailed(let path, let message, let code):
            return "cannot open database at \(path): \(message) (code \(code)); check the path and its permissions"
        case .notADatabase(let path, let message, let code):
            let place = path.map { " at \($0)" } ?? ""
            return "the file\(place) is not a database or is corrupt: \(message) (code \(code)); "
                + "restore it from a backup or move it away"
        case .busy(let message, let code, let sql):
            return "database is busy (locked by another connection): \(message) (code \(code)) in \(sql); retry later"
        case .constraint(let kind, let message, let code, let sql):
            return "\(kind.rawValue) constraint failed: \(message) (code \(code)) in \(sql)"
        case .misuse(let message, let sql):
            return "storage misuse: \(message) in \(sql)"
        case .sqlite(let message, let code, let sql):
            return "SQLite error: \(message) (code \(code)) in \(sql)"
        case .decoding(let column, let expected, let actual):
            return "cannot read column '\(column)' as \(expected): found \(actual)"
        case .invalidMigrations(let owner, let reason):
            return "invalid migrations for '\(owner)': \(reason)"
        case .migrationFailed(let owner, let version, let cause):
            return "migration \(owner) v\(version) failed and was rolled back: \(cause)"
        }
    }
}

import Mediator

/// Every way a Storage call fails, with its kind.
///
/// The raw values keep the `storage` prefix because these codes also reach callers of other
/// components: a Cart action whose write hit a locked database fails with `storageBusy`.
public enum StorageErrorCode: String, ErrorCode {
    /// The database could not be opened (missing folder, a directory, no permission).
    case openFailed = "storageOpenFailed"
    /// The file is not an SQLite database or is corrupt.
    case notADatabase = "storageNotADatabase"
    /// Another connection held the database longer than the busy timeout; retrying later may work.
    case busy = "storageBusy"
    /// A constraint (unique, primary key, foreign key, not null, check) rejected the write.
    case constraint = "storageConstraint"
    /// The storage API was used wrongly (a bug in the caller).
    case misuse = "storageMisuse"
    /// Any other SQLite failure (I/O error, read-only file, no such table, ...).
    case failed = "storageFailed"
    /// A stored column could not be read as the expected type.
    case decoding = "storageDecoding"
    /// A component's migration list is invalid.
    case invalidMigrations = "storageInvalidMigrations"
    /// A migration failed and was rolled back.
    case migrationFailed = "storageMigrationFailed"

    /// A write that collided with data already there is `conflict`; everything else means the
    /// database cannot serve the call now (locked, missing, corrupt, or a schema the code does not
    /// expect), which the person running the app fixes in its environment: `unavailable`.
    public var kind: ErrorKind {
        switch self {
        case .constraint: return .conflict
        case .openFailed, .notADatabase, .busy, .misuse, .failed, .decoding, .invalidMigrations, .migrationFailed:
            return .unavailable
        }
    }
}

/// Storage's own failure as callers receive it: its `StorageErrorCode`, kind and message.
public typealias StorageFailure = CallFailure<StorageErrorCode>

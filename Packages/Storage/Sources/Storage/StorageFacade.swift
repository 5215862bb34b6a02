import Foundation

/// The Storage component's public face: one SQLite connection, safe from any thread and re-entrant on one.
///
/// Every operation, and a whole `transaction`, holds one recursive lock. Another thread waits; the
/// same thread may call in again, which is what lets a checkout run `transaction { … }` and call other
/// components whose own `transaction` calls become savepoints of the same transaction.
///
/// Values reach SQL only as bound parameters. Prepared statements are cached by SQL text.
/// A file database uses WAL, a busy timeout (5 s by default) and enforces foreign keys.
///
/// `@unchecked Sendable` is sound because every stored mutable property (`connection`'s handle and
/// statement cache, `depth`) is read and written only while `lock` is held, and SQLite's handle is
/// never used by two threads at once; the rest is immutable.
public final class StorageFacade: @unchecked Sendable {
    let lock = NSRecursiveLock()
    let connection: Connection
    /// How many `transaction` levels are open: 0 none, 1 the outer `BEGIN`, more are savepoints.
    var depth = 0

    /// The database file's path, or `nil` for an in-memory database.
    public var path: String? { connection.path }

    /// The default time a statement waits for another connection's lock.
    public static let defaultBusyTimeout: Duration = .seconds(5)

    /// Opens (creating it and its parent folders if needed) the database file at `path`.
    ///
    /// A new file is created with mode `0600` (new folders `0700`) before SQLite opens it, whatever
    /// the umask; SQLite gives the `-wal` and `-shm` files it creates the database file's mode.
    ///
    /// - Parameter busyTimeout: how long to wait for another connection's lock before `StorageError.busy`.
    /// - Throws: `StorageError.openFailed` (bad path, no permission, the file or its `-wal`, `-shm` or
    ///   `-journal` is not a regular file: a symbolic link, dangling or not, a FIFO, a device, a socket
    ///   or a folder), `.notADatabase` (garbage or corrupt file) or `.busy` (another process holds the
    ///   database while its own tables are created).
    public convenience init(path: String, busyTimeout: Duration = StorageFacade.defaultBusyTimeout) throws {
        try Self.checkRegularFiles(path)
        try Self.createParentFolder(of: path)
        do {
            try PrivateFiles.createIfMissing(path)
        } catch let error as PrivateFileError {
            throw StorageError.openFailed(path: path, message: error.reason, code: 14)
        }
        try self.init(connection: Connection(path: path), busyTimeout: busyTimeout)
    }

    /// Opens a private, empty in-memory database (for tests and previews).
    public static func inMemory(busyTimeout: Duration = StorageFacade.defaultBusyTimeout) throws -> StorageFacade {
        try StorageFacade(connection: Connection(path: nil), busyTimeout: busyTimeout)
    }

    private init(connection: Connection, busyTimeout: Duration) throws {
        self.connection = connection
        let milliseconds =
            busyTimeout.components.seconds * 1000 + busyTimeout.components.attoseconds / 1_000_000_000_000_000
        connection.setBusyTimeout(milliseconds: Int32(clamping: milliseconds))
        do {
            try configure()
        } catch let error as StorageError {
            throw Self.openError(error, path: connection.path)
        }
    }

    // MARK: Statements

    /// Runs one statement with bound values and returns how many rows it changed (0 for non-DML).
    @discardableResult
    public func execute(_ sql: String, _ bindings: [SQLValue] = []) throws -> Int {
        lock.lock()
        defer { lock.unlock() }
        try checkTransactionIntact(sql)
        let before = connection.totalChanges
        try connection.statement(sql).run(bindings)
        return connection.totalChanges == before ? 0 : Int(connection.changes)
    }

    /// Runs several `;`-separated statements that take no bindings (schema scripts, migrations).
    public func executeScript(_ sql: String) throws {
        lock.lock()
        defer { lock.unlock() }
        try checkTransactionIntact(sql)
        try connection.executeScript(sql)
    }

    /// Runs one statement with bound values and returns all its rows.
    public func query(_ sql: String, _ bindings: [SQLValue] = []) throws -> [Row] {
        lock.lock()
        defer { lock.unlock() }
        try checkTransactionIntact(sql)
        return try connection.statement(sql).query(bindings)
    }

    /// Runs one statement with bound values and returns its first row, or `nil` when it has none.
    public func queryOne(_ sql: String, _ bindings: [SQLValue] = []) throws -> Row? {
        lock.lock()
        defer { lock.unlock() }
        try checkTransactionIntact(sql)
        return try connection.statement(sql).queryOne(bindings)
    }

    /// The rowid of the last successful insert on this connection.
    ///
    /// Read it inside the same `transaction` as the insert (or use `INSERT … RETURNING`), since
    /// another thread's insert on the shared connection can come in between otherwise.
    public var lastInsertRowID: Int64 {
        lock.lock()
        defer { lock.unlock() }
        return connection.lastInsertRowID
    }

    // MARK: Transactions

    /// Runs `body` in a transaction: the outermost level is `BEGIN IMMEDIATE … COMMIT`, a nested one a savepoint.
    ///
    /// When `body` throws, exactly this level is rolled back and the original error is rethrown; an
    /// enclosing level continues (or fails) as its own body decides. Other threads wait until the
    /// outermost level ends.
    ///
    /// - Parameter durability: how far the commit survives (`StorageDurability`); only the outermost
    ///   level decides, so a nested level joins its enclosing transaction's durability.
    @discardableResult
    public func transaction<T>(durability: StorageDurability = .full, _ body: () throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        let level = depth
        let savepoint = "s\(level)"
        // A savepoint outside any transaction would start a new one that commits on its own.
        try checkTransactionIntact("SAVEPOINT \(savepoint)")
        if level == 0 && durability != .full && connection.path != nil {
            // Per connection, read at COMMIT: set for this transaction only, and back to FULL after it
            // whatever happens, so every other write (money among them) stays synced.
            try connection.executeScript("PRAGMA synchronous = NORMAL")
        }
        defer {
            if level == 0 && durability != .full && connection.path != nil {
                try? connection.executeScript("PRAGMA synchronous = FULL")
            }
        }
        try connection.transactionControl(level == 0 ? "BEGIN IMMEDIATE" : "SAVEPOINT \(savepoint)")
        depth = level + 1
        defer { depth = level }
        let result: T
        do {
            result = try body()
        } catch {
            rollback(level: level, savepoint: savepoint)
            throw error
        }
        do {
            try checkTransactionIntact(level == 0 ? "COMMIT" : "RELEASE \(savepoint)")
            try connection.transactionControl(level == 0 ? "COMMIT" : "RELEASE \(savepoint)")
        } catch {
            rollback(level: level, savepoint: savepoint)
            throw error
        }
        return result
    }

    /// Whether the calling thread is inside a `transaction` on this connection.
    public var isInTransaction: Bool {
        lock.lock()
        defer { lock.unlock() }
        return depth > 0
    }

    /// Throws when SQL run inside the open transaction rolled all of it back (`INSERT OR ROLLBACK`, a
    /// trigger's `RAISE(ROLLBACK, …)`): anything run after that would commit on its own, outside the
    /// all-or-nothing unit its caller relies on. Until the outermost `transaction` ends, every
    /// statement fails instead (found by Tools/fuzz StorageSQL).
    private func checkTransactionIntact(_ sql: String) throws {
        if depth > 0 && connection.isAutocommit {
            throw StorageError.misuse(
                message: "the transaction was rolled back by a statement inside it (OR ROLLBACK, RAISE(ROLLBACK)); "
                    + "nothing more runs until it ends", sql: Connection.shorten(sql))
        }
    }

    private func rollback(level: Int, savepoint: String) {
        // Failures here are ignored on purpose: the caller gets the error that caused the rollback,
        // and SQLite may already have rolled back on its own (e.g. after an I/O error).
        if level == 0 {
            if !connection.isAutocommit {
                try? connection.transactionControl("ROLLBACK")
            }
        } else {
            try? connection.transactionControl("ROLLBACK TO \(savepoint); RELEASE \(savepoint)")
        }
    }

    // MARK: Opening

    private func configure() throws {
        try connection.executeScript("PRAGMA foreign_keys = ON")
        if connection.path != nil {
            // Also the first read of the file, so garbage or a corrupt header fails here, at open.
            _ = try connection.statement("PRAGMA journal_mode = WAL").query([])
            // Every commit syncs the log unless its transaction asks for less (StorageDurability);
            // stated here rather than left to how the system's libsqlite3 was compiled.
            try connection.executeScript("PRAGMA synchronous = FULL")
            // Closing the last connection would checkpoint: sync the log, copy it into the database
            // file, sync that. A process that only read would pay two syncs for what an earlier one
            // wrote. The log stays instead; a committing writer checkpoints it once it passes
            // SQLite's threshold (1,000 pages), and every commit in it is as durable as it was.
            connection.keepLogOnClose()
        }
        _ = try connection.statement("SELECT count(*) FROM sqlite_master").query([])
        try createOwnTables()
    }

    /// Refuses a database whose file or `-wal`, `-shm` or `-journal` companion exists and is not a
    /// regular file, before SQLite opens any of them.
    ///
    /// SQLite follows a link to the database and opens its companions by name: a link planted at any
    /// of them would have the home's data written wherever it points. A FIFO blocks the open (looking
    /// for a hot journal, SQLite opens `-journal` for reading, which waits for a writer forever), and a
    /// device or socket is never a database. `lstat` sees the node itself; a node swapped in after this
    /// check needs write access to the database's folder (the home is `0700`), which already allows
    /// replacing the database.
    static func checkRegularFiles(_ path: String) throws {
        for file in [path, path + "-wal", path + "-shm", path + "-journal"] {
            guard let kind = PrivateFiles.nonRegularKind(of: file) else { continue }
            let message =
                kind == "a symbolic link"
                ? "it is a symbolic link, and the database is never written through one"
                : "it is \(kind), not a regular file; the database and its -journal, -wal and -shm files "
                    + "must be regular files: remove or move it away, then run the command again; nothing was opened"
            throw StorageError.openFailed(path: file, message: message, code: 14)
        }
    }

    private static func createParentFolder(of path: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try PrivateFiles.createFolder(folder)
        } catch {
            throw StorageError.openFailed(
                path: path, message: "cannot create folder \(folder.path): \(error.localizedDescription)", code: 14)
        }
    }

    private static func openError(_ error: StorageError, path: String?) -> StorageError {
        switch error {
        case .notADatabase, .busy, .openFailed: return error
        case .sqlite(let message, let code, _), .constraint(_, let message, let code, _):
            return .openFailed(path: path ?? ":memory:", message: message, code: code)
        default:
            return .openFailed(path: path ?? ":memory:", message: error.description, code: 1)
        }
    }
}

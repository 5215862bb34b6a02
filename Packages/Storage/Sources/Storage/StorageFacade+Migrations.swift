import Foundation

extension StorageFacade {
    /// Applies the versions of `owner`'s migrations not applied yet, in ascending order.
    ///
    /// Each version runs in its own transaction together with its row in `schema_migrations`, so a
    /// failing version is rolled back while earlier ones stay applied. Running again is a no-op, and
    /// two processes migrating at once apply each version exactly once: the check is repeated inside
    /// the `BEGIN IMMEDIATE` transaction, which only one writer holds at a time.
    ///
    /// - Throws: `StorageError.invalidMigrations` for duplicate or non-positive versions, or a missing
    ///   version below one already applied; `.migrationFailed` naming the version that failed.
    public func migrate(owner: String, _ migrations: [Migration]) throws {
        try Self.validate(owner: owner, migrations)
        lock.lock()
        defer { lock.unlock() }
        let ordered = migrations.sorted { $0.version < $1.version }
        // A read first: when everything is applied (the usual launch) no write lock is taken at all.
        var applied = try appliedVersions(owner: owner)
        try Self.checkNoGap(owner: owner, ordered, applied: applied)
        for migration in ordered where !applied.contains(migration.version) {
            try transaction {
                applied = try appliedVersions(owner: owner)
                if applied.contains(migration.version) { return }  // another connection applied it meanwhile
                try Self.checkNoGap(owner: owner, [migration], applied: applied)
                do {
                    try executeScript(migration.sql)
                } catch let error as StorageError {
                    throw StorageError.migrationFailed(owner: owner, version: migration.version, cause: error)
                }
                try execute(
                    "INSERT INTO schema_migrations (owner, version, applied_at) VALUES (?, ?, ?)",
                    [.text(owner), SQLValue(migration.version), .integer(Int64(Date().timeIntervalSince1970))])
            }
        }
    }

    /// The versions applied for `owner`, ascending.
    public func appliedMigrations(owner: String) throws -> [Int] {
        try appliedVersions(owner: owner).sorted()
    }

    /// The highest version applied for every owner that has migrated, by owner (`["goods": 2, …]`).
    public func schemaVersions() throws -> [String: Int] {
        let rows = try query("SELECT owner, MAX(version) AS version FROM schema_migrations GROUP BY owner")
        return Dictionary(uniqueKeysWithValues: try rows.map { (try $0.string("owner"), try $0.int("version")) })
    }

    private func appliedVersions(owner: String) throws -> Set<Int> {
        let rows = try query("SELECT version FROM schema_migrations WHERE owner = ?", [.text(owner)])
        return Set(try rows.map { try $0.int("version") })
    }

    private static func validate(owner: String, _ migrations: [Migration]) throws {
        guard !owner.isEmpty else {
            throw StorageError.invalidMigrations(owner: owner, reason: "the owner name is empty")
        }
        var seen = Set<Int>()
        for migration in migrations {
            guard migration.version > 0 else {
                throw StorageError.invalidMigrations(
                    owner: owner, reason: "version \(migration.version) is not positive")
            }
            guard seen.insert(migration.version).inserted else {
                throw StorageError.invalidMigrations(
                    owner: owner, reason: "version \(migration.version) appears more than once")
            }
        }
    }

    /// A version missing below an applied one would run out of order on some databases and not others.
    private static func checkNoGap(owner: String, _ ordered: [Migration], applied: Set<Int>) throws {
        guard let highest = applied.max() else { return }
        if let missing = ordered.first(where: { $0.version < highest && !applied.contains($0.version) }) {
            throw StorageError.invalidMigrations(
                owner: owner,
                reason: "version \(missing.version) is not applied but version \(highest) already is; "
                    + "add new migrations with versions above \(highest)")
        }
    }

    /// Creates Storage's own tables: the migration log, then the settings table as migration 1.
    func createOwnTables() throws {
        let exists = try queryOne(
            "SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
        if exists == nil {
            try transaction {
                try executeScript(
                    """
                    CREATE TABLE IF NOT EXISTS schema_migrations (
                        owner TEXT NOT NULL,
                        version INTEGER NOT NULL,
                        applied_at INTEGER NOT NULL,
                        PRIMARY KEY (owner, version)
                    )
                    """)
            }
        }
        try migrate(owner: "storage", StorageSchema.migrations)
    }
}

import Foundation
import StorageMediator

extension StorageFacade {
    /// Sizes, page counts and row counts per table, grouped by owner.
    public func statistics() throws -> StorageStatisticsSummary {
        lock.lock()
        defer { lock.unlock() }
        let pageCount = try pragmaInt("page_count")
        let pageSize = try pragmaInt("page_size")
        let freePages = try pragmaInt("freelist_count")
        let journalMode = try queryOne("PRAGMA journal_mode")?.string("journal_mode") ?? "unknown"
        let names = try query(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name"
        ).map { try $0.string("name") }
        var tablesByOwner: [String: [StorageTableSummary]] = [:]
        for name in names {
            // Table names cannot be bound; this one comes from sqlite_master and is quoted as an identifier.
            let count = try queryOne("SELECT count(*) AS n FROM \(Self.quoteIdentifier(name))")?.int("n") ?? 0
            tablesByOwner[Self.owner(ofTable: name), default: []].append(
                StorageTableSummary(name: name, rowCount: count))
        }
        let owners = tablesByOwner.keys.sorted().map {
            StorageOwnerSummary(name: $0, tables: tablesByOwner[$0] ?? [])
        }
        return StorageStatisticsSummary(
            path: path, fileSize: Self.fileSize(path), walFileSize: Self.fileSize(path.map { $0 + "-wal" }),
            pageCount: pageCount, pageSize: pageSize, freePageCount: freePages, journalMode: journalMode,
            owners: owners)
    }

    /// SQLite's integrity check: `ok` with the lines `["ok"]` when the database is healthy.
    public func integrityCheck() throws -> StorageIntegrityReport {
        StorageIntegrityReport(messages: try query("PRAGMA integrity_check").map { try $0.string("integrity_check") })
    }

    /// The owner of a table: its name up to the first `_`, or the whole name when it has none.
    static func owner(ofTable name: String) -> String {
        name.split(separator: "_", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? name
    }

    private func pragmaInt(_ name: String) throws -> Int {
        guard let row = try queryOne("PRAGMA \(name)") else { return 0 }
        return try row.int(name)
    }

    static func quoteIdentifier(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func fileSize(_ path: String?) -> Int {
        guard let path, let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return 0 }
        return (attributes[.size] as? NSNumber)?.intValue ?? 0
    }
}

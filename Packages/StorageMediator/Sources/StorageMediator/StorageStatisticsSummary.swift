/// A snapshot of the database's size and contents, grouped by the component that owns each table.
public struct StorageStatisticsSummary: Sendable, Equatable, Codable {
    /// The database file's path, or `nil` for an in-memory database.
    public let path: String?
    /// The database file's size in bytes (0 in memory).
    public let fileSize: Int
    /// The write-ahead log's size in bytes (0 when there is none).
    public let walFileSize: Int
    /// The number of pages.
    public let pageCount: Int
    /// The size of one page in bytes.
    public let pageSize: Int
    /// The number of unused pages.
    public let freePageCount: Int
    /// The journal mode, e.g. `"wal"` (file) or `"memory"`.
    public let journalMode: String
    /// The owners with their tables, sorted by owner name.
    public let owners: [StorageOwnerSummary]

    /// Creates a summary.
    public init(
        path: String?, fileSize: Int, walFileSize: Int, pageCount: Int, pageSize: Int, freePageCount: Int,
        journalMode: String, owners: [StorageOwnerSummary]
    ) {
        self.path = path
        self.fileSize = fileSize
        self.walFileSize = walFileSize
        self.pageCount = pageCount
        self.pageSize = pageSize
        self.freePageCount = freePageCount
        self.journalMode = journalMode
        self.owners = owners
    }

    /// The rows of every table together.
    public var totalRowCount: Int { owners.reduce(0) { $0 + $1.rowCount } }

    /// The number of tables of every owner together.
    public var tableCount: Int { owners.reduce(0) { $0 + $1.tables.count } }
}

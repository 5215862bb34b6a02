import Mediator

/// The database's size and contents as a caller sees them, grouped by owning component.
public struct StorageStatisticsSummary: Sendable, Equatable {
    /// The database file's path, or `nil` for an in-memory database.
    public let path: String?
    /// The database file's size in bytes.
    public let fileSize: Int
    /// The write-ahead log's size in bytes.
    public let walFileSize: Int
    /// The number of pages.
    public let pageCount: Int
    /// The size of one page in bytes.
    public let pageSize: Int
    /// The number of unused pages.
    public let freePageCount: Int
    /// The journal mode, e.g. `"wal"`.
    public let journalMode: String
    /// The owners (table-name prefixes) with their tables, sorted by name.
    public let owners: [StorageOwnerSummary]

    /// Creates a summary (for callers' tests and previews).
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

    init(decoding value: MediatorValue) throws {
        let fields = try ResultReader(
            value, label: "statistics", optionalFields: .mustBePresent, error: StorageCallError.malformedResult)
        self.init(
            path: try fields.optionalString("path"), fileSize: try fields.int("fileSize"),
            walFileSize: try fields.int("walFileSize"), pageCount: try fields.int("pageCount"),
            pageSize: try fields.int("pageSize"), freePageCount: try fields.int("freePageCount"),
            journalMode: try fields.string("journalMode"),
            owners: try fields.array("owners").map(StorageOwnerSummary.init(decoding:)))
    }
}

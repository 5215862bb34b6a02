/// A snapshot of the database's size and contents, grouped by the component that owns each table.
public struct StorageStatistics: Sendable, Equatable {
    /// The database file's path, or `nil` for an in-memory database.
    public var path: String?
    /// The database file's size in bytes (0 in memory).
    public var fileSize: Int64
    /// The write-ahead log's size in bytes (0 when there is none).
    public var walFileSize: Int64
    /// The number of pages in the database.
    public var pageCount: Int
    /// The size of one page in bytes.
    public var pageSize: Int
    /// The number of unused pages.
    public var freePageCount: Int
    /// The journal mode, e.g. `"wal"` (file) or `"memory"`.
    public var journalMode: String
    /// The tables grouped by owner (the table-name prefix before the first `_`), sorted by owner.
    public var owners: [Owner]

    /// The tables of one owner.
    public struct Owner: Sendable, Equatable {
        /// The owner, e.g. `"cart"` for `cart_lines`.
        public var name: String
        /// Its tables, sorted by name.
        public var tables: [Table]
        /// The rows of all its tables together.
        public var rowCount: Int { tables.reduce(0) { $0 + $1.rowCount } }

        /// Creates an owner's statistics.
        public init(name: String, tables: [Table]) {
            self.name = name
            self.tables = tables
        }
    }

    /// One table and its row count.
    public struct Table: Sendable, Equatable {
        /// The table's name.
        public var name: String
        /// The number of rows it holds.
        public var rowCount: Int

        /// Creates a table's statistics.
        public init(name: String, rowCount: Int) {
            self.name = name
            self.rowCount = rowCount
        }
    }

    /// The number of tables of every owner together.
    public var tableCount: Int { owners.reduce(0) { $0 + $1.tables.count } }

    /// The owner of a table: its name up to the first `_`, or the whole name when it has none.
    public static func owner(ofTable name: String) -> String {
        name.split(separator: "_", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? name
    }
}

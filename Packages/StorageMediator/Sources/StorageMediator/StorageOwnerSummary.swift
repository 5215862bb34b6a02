import Mediator

/// The tables of one owning component (the table-name prefix before the first `_`).
public struct StorageOwnerSummary: Sendable, Equatable {
    /// The owner, e.g. `"cart"`.
    public let name: String
    /// The rows of all its tables together.
    public let rowCount: Int
    /// Its tables, sorted by name.
    public let tables: [StorageTableSummary]

    /// Creates an owner summary (for callers' tests and previews).
    public init(name: String, rowCount: Int, tables: [StorageTableSummary]) {
        self.name = name
        self.rowCount = rowCount
        self.tables = tables
    }

    init(decoding value: MediatorValue) throws {
        let fields = try ResultReader(value, label: "owner", error: StorageCallError.malformedResult)
        self.init(
            name: try fields.string("name"), rowCount: try fields.int("rowCount"),
            tables: try fields.array("tables").map(StorageTableSummary.init(decoding:)))
    }
}

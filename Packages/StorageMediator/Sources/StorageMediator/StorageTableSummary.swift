import Mediator

/// One table and its row count.
public struct StorageTableSummary: Sendable, Equatable {
    /// The table's name.
    public let name: String
    /// The number of rows it holds.
    public let rowCount: Int

    /// Creates a table summary (for callers' tests and previews).
    public init(name: String, rowCount: Int) {
        self.name = name
        self.rowCount = rowCount
    }

    init(decoding value: MediatorValue) throws {
        let fields = try ResultReader(value, label: "table", error: StorageCallError.malformedResult)
        self.init(name: try fields.string("name"), rowCount: try fields.int("rowCount"))
    }
}

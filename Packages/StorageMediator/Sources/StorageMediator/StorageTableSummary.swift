/// One table and its row count.
public struct StorageTableSummary: Sendable, Equatable, Codable {
    /// The table's name.
    public let name: String
    /// The number of rows it holds.
    public let rowCount: Int

    /// Creates a table summary.
    public init(name: String, rowCount: Int) {
        self.name = name
        self.rowCount = rowCount
    }
}

/// The tables of one owning component: the table-name prefix before the first `_` (`cart_lines` → `cart`).
public struct StorageOwnerSummary: Sendable, Equatable, Codable {
    /// The owner, e.g. `"cart"`.
    public let name: String
    /// The rows of all its tables together.
    public let rowCount: Int
    /// Its tables, sorted by name.
    public let tables: [StorageTableSummary]

    /// Creates an owner summary; the row count is the sum of the tables'.
    public init(name: String, tables: [StorageTableSummary]) {
        self.name = name
        self.rowCount = tables.reduce(0) { $0 + $1.rowCount }
        self.tables = tables
    }

}

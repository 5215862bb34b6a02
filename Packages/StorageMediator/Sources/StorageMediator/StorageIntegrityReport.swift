/// The result of SQLite's integrity check.
public struct StorageIntegrityReport: Sendable, Equatable, Codable {
    /// Whether the database is healthy (SQLite answered exactly `["ok"]`).
    public let ok: Bool
    /// SQLite's lines: `["ok"]` when healthy, else one line per problem found.
    public let messages: [String]

    /// Creates a report from SQLite's lines; it is `ok` exactly when they are `["ok"]`.
    public init(messages: [String]) {
        self.ok = messages == ["ok"]
        self.messages = messages
    }
}

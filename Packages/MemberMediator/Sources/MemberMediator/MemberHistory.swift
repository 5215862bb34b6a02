/// One member's ledger lines, newest first (Member's `history`).
public struct MemberHistory: Sendable, Equatable, Codable {
    /// The normalised username.
    public let username: String
    /// The lines, newest first.
    public let entries: [PointsEntry]

    /// Creates a history.
    public init(username: String, entries: [PointsEntry]) {
        self.username = username
        self.entries = entries
    }
}

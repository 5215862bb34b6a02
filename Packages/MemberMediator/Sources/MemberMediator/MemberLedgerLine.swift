/// One line of Member's points ledger with the member it belongs to.
public struct MemberLedgerLine: Sendable, Equatable, Codable {
    /// The member.
    public let username: String
    /// The ledger line.
    public let entry: PointsEntry

    /// Creates a line.
    public init(username: String, entry: PointsEntry) {
        self.username = username
        self.entry = entry
    }
}

/// Every member's ledger lines, oldest first (Member's `ledger`, for reconciling points against
/// payments).
public struct MemberLedger: Sendable, Equatable, Codable {
    /// The lines of every member, oldest first.
    public let entries: [MemberLedgerLine]

    /// Creates a ledger.
    public init(entries: [MemberLedgerLine]) {
        self.entries = entries
    }
}

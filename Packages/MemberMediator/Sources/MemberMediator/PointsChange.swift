/// What handling one payment event did to a member's points (Member's `nativeAwardPoints` and
/// `nativeReversePoints`, the observers of Payment's events).
public struct PointsChange: Sendable, Equatable, Codable {
    /// The payment the event was about.
    public let paymentID: Int
    /// Whose points moved (for a reversal: the user the award went to).
    public let username: String
    /// Points added or taken back by this call; 0 when it was a repeat or nothing was due.
    public let delta: Int
    /// Whether this call recorded something (`false` when the same event was already handled).
    public let applied: Bool
    /// The member's points afterwards.
    public let points: Int

    /// Creates a change.
    public init(paymentID: Int, username: String, delta: Int, applied: Bool, points: Int) {
        self.paymentID = paymentID
        self.username = username
        self.delta = delta
        self.applied = applied
        self.points = points
    }
}

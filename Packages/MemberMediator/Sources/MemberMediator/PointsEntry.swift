import Foundation

/// One line of a member's points ledger (Member's `history`); `at` is unix seconds on the wire.
public struct PointsEntry: Sendable, Equatable, Codable {
    /// Why points moved; on the wire, its raw name.
    public enum Reason: String, Sendable, Equatable, Codable, CaseIterable {
        /// Earned by a succeeded payment.
        case award
        /// Taken back because the payment was refunded.
        case reversal
    }

    /// The ledger line's id (later lines have larger ids).
    public let id: Int
    /// The payment that caused it.
    public let paymentID: Int
    /// The order that payment was for.
    public let orderRef: String
    /// Points added (positive) or taken back (negative); 0 when nothing was due.
    public let delta: Int
    /// Why points moved.
    public let reason: Reason
    /// When it was recorded.
    public let at: Date

    /// Creates an entry.
    public init(id: Int, paymentID: Int, orderRef: String, delta: Int, reason: Reason, at: Date) {
        self.id = id
        self.paymentID = paymentID
        self.orderRef = orderRef
        self.delta = delta
        self.reason = reason
        self.at = at
    }
}

import Foundation
import Mediator

/// One line of a member's points history, as Member's `history` reports it.
public struct PointsEntry: Sendable, Equatable {
    /// Why points moved.
    public enum Reason: String, Sendable, CaseIterable {
        /// Earned by a succeeded payment.
        case award
        /// Taken back because the payment was refunded.
        case reversal
    }

    /// The ledger line's id.
    public let id: Int
    /// The payment that caused it.
    public let paymentID: Int
    /// The order that payment was for.
    public let orderRef: String
    /// Points added (positive) or taken back (negative).
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

    /// Decodes one entry of Member's `history` result.
    ///
    /// - Throws: `MemberCallError.unexpectedResult` naming the field.
    public init(_ value: MediatorValue) throws {
        let fields = try ResultReader(value) { MemberCallError.unexpectedResult(action: "history", reason: $0) }
        let reasonName = try fields.string("reason")
        guard let reason = Reason(rawValue: reasonName) else {
            throw MemberCallError.unexpectedResult(action: "history", reason: "unknown reason '\(reasonName)'")
        }
        self.init(
            id: try fields.int("id"), paymentID: try fields.int("paymentID"), orderRef: try fields.string("orderRef"),
            delta: try fields.int("delta"), reason: reason,
            at: try fields.date("at"))
    }
}

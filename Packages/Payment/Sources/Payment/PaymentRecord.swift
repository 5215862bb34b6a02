import Foundation

/// One recorded payment attempt (succeeded, declined or refunded).
public struct PaymentRecord: Sendable, Equatable {
    /// The payment's id, stable across retries with the same idempotency key.
    public let id: Int
    /// The caller-supplied key that makes a retry a no-op.
    public let idempotencyKey: String
    /// Who paid.
    public let username: String
    /// The order the payment is for.
    public let orderRef: String
    /// How the money moved.
    public let channel: PaymentChannel
    /// The amount in minor units.
    public let amount: Int
    /// Where the payment stands.
    public let status: PaymentStatus
    /// The last four digits of the card, for card payments.
    public let cardLast4: String?
    /// Why the gateway declined, for declined payments.
    public let declineReason: GatewayResult.DeclineReason?
    /// When the payment was made.
    public let createdAt: Date
    /// When it was refunded, if it was.
    public let refundedAt: Date?

    /// Creates a record.
    public init(
        id: Int, idempotencyKey: String, username: String, orderRef: String, channel: PaymentChannel, amount: Int,
        status: PaymentStatus, cardLast4: String?, declineReason: GatewayResult.DeclineReason?, createdAt: Date,
        refundedAt: Date?
    ) {
        self.id = id
        self.idempotencyKey = idempotencyKey
        self.username = username
        self.orderRef = orderRef
        self.channel = channel
        self.amount = amount
        self.status = status
        self.cardLast4 = cardLast4
        self.declineReason = declineReason
        self.createdAt = createdAt
        self.refundedAt = refundedAt
    }
}

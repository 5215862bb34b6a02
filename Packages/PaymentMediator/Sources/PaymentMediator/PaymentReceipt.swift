import Foundation

/// One recorded payment attempt (succeeded, declined or refunded), as Payment reports it.
///
/// On the wire, absent optional fields are left out; dates are unix seconds.
public struct PaymentReceipt: Sendable, Equatable, Codable {
    /// The payment's id, the same for every retry with one idempotency key.
    public let paymentID: Int
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
    /// The card's last four digits, for card payments (the only part of a number ever stored).
    public let cardLast4: String?
    /// Why the gateway declined, for declined payments.
    public let declineReason: PaymentDeclineReason?
    /// When the payment was made.
    public let createdAt: Date
    /// When it was refunded, if it was.
    public let refundedAt: Date?

    /// Creates a receipt.
    public init(
        paymentID: Int, idempotencyKey: String, username: String, orderRef: String, channel: PaymentChannel,
        amount: Int, status: PaymentStatus, cardLast4: String? = nil, declineReason: PaymentDeclineReason? = nil,
        createdAt: Date, refundedAt: Date? = nil
    ) {
        self.paymentID = paymentID
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

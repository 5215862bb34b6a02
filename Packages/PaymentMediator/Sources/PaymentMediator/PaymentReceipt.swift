import Foundation
import Mediator

/// A payment as a caller sees it.
public struct PaymentReceipt: Sendable, Equatable {
    /// Where a payment stands.
    public enum Status: String, Sendable, Equatable {
        /// The money moved.
        case succeeded
        /// The card was declined; no money moved.
        case declined
        /// The money moved and was returned.
        case refunded
    }

    /// An observer of a payment event that failed; the payment itself stands.
    public struct ObserverError: Sendable, Equatable {
        /// The observer as `Target/action`.
        public let observer: String
        /// Its error code.
        public let code: String
        /// Its error message.
        public let message: String

        /// Creates an observer failure.
        public init(observer: String, code: String, message: String) {
            self.observer = observer
            self.code = code
            self.message = message
        }
    }

    /// The payment's id, the same for every retry with one idempotency key.
    public let paymentID: Int
    /// The caller-supplied idempotency key.
    public let idempotencyKey: String
    /// Who paid.
    public let username: String
    /// The order the payment is for.
    public let orderRef: String
    /// `"wallet"` or `"card"`.
    public let channel: String
    /// The amount in minor units.
    public let amount: Int
    /// Where the payment stands.
    public let status: Status
    /// The card's last four digits, for card payments.
    public let cardLast4: String?
    /// When the payment was made.
    public let createdAt: Date
    /// When it was refunded, if it was.
    public let refundedAt: Date?
    /// Whether this was a retry of an earlier payment (nothing was charged this time).
    public let replayed: Bool
    /// Observers of the payment's event that failed (empty when all ran, or when no event was sent).
    public let observerErrors: [ObserverError]

    /// Creates a receipt (for callers' tests and previews).
    public init(
        paymentID: Int, idempotencyKey: String, username: String, orderRef: String, channel: String, amount: Int,
        status: Status, cardLast4: String?, createdAt: Date, refundedAt: Date?, replayed: Bool = false,
        observerErrors: [ObserverError] = []
    ) {
        self.paymentID = paymentID
        self.idempotencyKey = idempotencyKey
        self.username = username
        self.orderRef = orderRef
        self.channel = channel
        self.amount = amount
        self.status = status
        self.cardLast4 = cardLast4
        self.createdAt = createdAt
        self.refundedAt = refundedAt
        self.replayed = replayed
        self.observerErrors = observerErrors
    }

    init(decoding value: MediatorValue) throws {
        let fields = try ResultReader(value, label: "payment", error: PaymentCallError.malformedResult)
        let status = try fields.string("status")
        guard let parsedStatus = Status(rawValue: status) else {
            throw PaymentCallError.malformedResult(
                "payment field 'status' has unknown value \(status.debugDescription)")
        }
        self.init(
            paymentID: try fields.int("paymentID"), idempotencyKey: try fields.string("idempotencyKey"),
            username: try fields.string("username"), orderRef: try fields.string("orderRef"),
            channel: try fields.string("channel"), amount: try fields.int("amount"), status: parsedStatus,
            cardLast4: try fields.optionalString("cardLast4"), createdAt: try fields.date("createdAt"),
            refundedAt: try fields.optionalDate("refundedAt"), replayed: try fields.optionalBool("replayed") ?? false,
            observerErrors: try (fields.optionalObjects("observerErrors") ?? []).map { failure in
                ObserverError(
                    observer: try failure.string("observer"), code: try failure.string("code"),
                    message: try failure.string("message"))
            })
    }
}

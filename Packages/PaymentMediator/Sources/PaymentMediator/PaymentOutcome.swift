/// What paying or refunding did: the payment as it stands now, whether it was a retry, and which
/// observers of the event it sent failed.
public struct PaymentOutcome: Sendable, Equatable, Codable {
    /// The payment (for a replay: the first payment made with the key, as it stands now).
    public let payment: PaymentReceipt
    /// Whether the idempotency key had been used already, so nothing was charged this time
    /// (always `false` for a refund: a second refund fails with `alreadyRefunded`).
    public let replayed: Bool
    /// Observers of `PaymentEvents.succeeded` or `.refunded` that failed; empty when all ran or
    /// when no event was sent (a replay sends none). They never undo the payment.
    public let observerErrors: [PaymentObserverError]

    /// Creates an outcome.
    public init(payment: PaymentReceipt, replayed: Bool = false, observerErrors: [PaymentObserverError] = []) {
        self.payment = payment
        self.replayed = replayed
        self.observerErrors = observerErrors
    }
}

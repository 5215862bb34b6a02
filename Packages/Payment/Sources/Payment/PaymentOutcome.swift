/// The result of `PaymentFacade.pay`: the payment, and whether it was an earlier one replayed.
public struct PaymentOutcome: Sendable, Equatable {
    /// The succeeded payment (for a replay: the first payment made with the key, as it stands now).
    public let payment: PaymentRecord
    /// Whether the idempotency key had been used already, so nothing was charged this time.
    public let replayed: Bool

    /// Creates an outcome.
    public init(payment: PaymentRecord, replayed: Bool) {
        self.payment = payment
        self.replayed = replayed
    }
}

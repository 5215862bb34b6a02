/// Where a recorded payment stands.
public enum PaymentStatus: String, Sendable, CaseIterable {
    /// The money moved.
    case succeeded
    /// The card gateway refused the charge; no money moved.
    case declined
    /// The money moved and was later returned in full.
    case refunded
}

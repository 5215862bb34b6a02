/// Where a recorded payment stands; on the wire, its raw name.
public enum PaymentStatus: String, Sendable, Equatable, Codable, CaseIterable {
    /// The money moved.
    case succeeded
    /// The card gateway refused the charge; no money moved.
    case declined
    /// The money moved and was later returned in full.
    case refunded
}

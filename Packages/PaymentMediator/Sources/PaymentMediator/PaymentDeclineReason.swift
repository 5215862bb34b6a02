/// Why a card gateway refused a charge; on the wire, its raw name.
public enum PaymentDeclineReason: String, Sendable, Equatable, Codable, CaseIterable {
    /// The issuer declined without a more specific reason.
    case generic
    /// The card's account lacks the funds.
    case insufficientFunds
}

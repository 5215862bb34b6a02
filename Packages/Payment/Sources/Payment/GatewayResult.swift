/// A card gateway's answer to one charge.
public enum GatewayResult: Sendable, Equatable {
    /// The charge went through; `transactionID` is the gateway's reference for it.
    case approved(transactionID: String)
    /// The charge was refused and no money moved.
    case declined(DeclineReason)

    /// Why a gateway refused a charge.
    public enum DeclineReason: String, Sendable, CaseIterable {
        /// The issuer declined without a more specific reason.
        case generic
        /// The card's account lacks the funds.
        case insufficientFunds
    }
}

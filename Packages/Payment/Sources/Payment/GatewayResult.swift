import PaymentMediator

/// A card gateway's answer to one charge.
public enum GatewayResult: Sendable, Equatable {
    /// The charge went through; `transactionID` is the gateway's reference for it.
    case approved(transactionID: String)
    /// The charge was refused and no money moved; the reason is recorded with the payment.
    case declined(PaymentDeclineReason)
}

/// How a payment moves money.
public enum PaymentChannel: String, Sendable, CaseIterable {
    /// The user's stored balance, topped up beforehand.
    case wallet
    /// A card charged through the `CardGateway`.
    case card
}

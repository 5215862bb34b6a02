/// How a payment moves money; on the wire, `"wallet"` or `"card"`.
public enum PaymentChannel: String, Sendable, Equatable, Codable, CaseIterable {
    /// The user's stored balance, topped up beforehand.
    case wallet
    /// A card charged through Payment's card gateway.
    case card
}

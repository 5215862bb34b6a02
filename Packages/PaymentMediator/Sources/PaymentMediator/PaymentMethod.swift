/// What a caller pays with.
public enum PaymentMethod: Sendable, Equatable {
    /// The user's wallet balance (top it up first).
    case wallet
    /// A card: `number` may contain spaces or dashes; `expiry` is `MM/YY`.
    case card(number: String, expiry: String)
}

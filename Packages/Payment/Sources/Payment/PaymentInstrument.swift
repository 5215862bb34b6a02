/// What a caller pays with: the wallet, or a card number and its expiry.
public enum PaymentInstrument: Sendable, Equatable {
    /// Debit the user's wallet balance.
    case wallet
    /// Charge a card; `number` may contain spaces or dashes, `expiry` is `MM/YY`.
    case card(number: String, expiry: String)

    /// The channel this instrument pays through.
    public var channel: PaymentChannel {
        switch self {
        case .wallet: return .wallet
        case .card: return .card
        }
    }
}

/// What a caller pays with.
///
/// `mediator.payment.pay` sends it as the params `channel` (`"wallet"` or `"card"`) and, for a
/// card, `cardNumber` and `cardExpiry`. Its `Codable` form, for callers that keep or forward it, is
/// `{"wallet": {}}` or `{"card": {"number": …, "expiry": …}}`.
public enum PaymentMethod: Sendable, Equatable, Codable {
    /// The user's wallet balance (top it up first).
    case wallet
    /// A card: `number` may contain spaces or dashes; `expiry` is `MM/YY`.
    case card(number: String, expiry: String)

    /// The channel this method pays through.
    public var channel: PaymentChannel {
        switch self {
        case .wallet: return .wallet
        case .card: return .card
        }
    }
}

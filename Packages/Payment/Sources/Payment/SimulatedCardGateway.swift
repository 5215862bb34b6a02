import PaymentMediator

/// A card gateway that moves no real money: documented test numbers decline, every other number approves.
///
/// | number | outcome |
/// |---|---|
/// | `4242 4242 4242 4242` | approved |
/// | `4000 0000 0000 0002` | declined (`cardDeclined`) |
/// | `4000 0000 0000 9995` | declined for insufficient funds (`insufficientFunds`) |
/// | any other Luhn-valid number | approved |
public struct SimulatedCardGateway: CardGateway {
    /// The documented test numbers, as Payment's `nativeTestCards` lists them.
    public static let testCards: [PaymentTestCard] = [
        PaymentTestCard(number: "4242 4242 4242 4242", outcome: .approved, summary: "approves every charge"),
        PaymentTestCard(number: "4000 0000 0000 0002", outcome: .cardDeclined, summary: "declines every charge"),
        PaymentTestCard(
            number: "4000 0000 0000 9995", outcome: .insufficientFunds,
            summary: "declines every charge for insufficient funds"),
    ]

    /// Creates the simulator.
    public init() {}

    /// Declines the documented declining numbers and approves everything else.
    public func charge(cardNumber: String, amount: Int, reference: String) throws -> GatewayResult {
        let digits = cardNumber.filter(\.isNumber)
        for card in Self.testCards where card.number.filter(\.isNumber) == digits {
            switch card.outcome {
            case .approved: break
            case .cardDeclined: return .declined(.generic)
            case .insufficientFunds: return .declined(.insufficientFunds)
            }
        }
        return .approved(transactionID: "sim-\(reference)")
    }
}

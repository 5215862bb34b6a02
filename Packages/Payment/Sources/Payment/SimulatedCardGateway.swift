/// A card gateway that moves no real money: documented test numbers decline, every other number approves.
///
/// | number | outcome |
/// |---|---|
/// | `4242 4242 4242 4242` | approved |
/// | `4000 0000 0000 0002` | declined (`cardDeclined`) |
/// | `4000 0000 0000 9995` | declined for insufficient funds (`insufficientFunds`) |
/// | any other Luhn-valid number | approved |
public struct SimulatedCardGateway: CardGateway {
    /// One documented test number and what the simulator does with it.
    public struct TestCard: Sendable, Equatable {
        /// The number as people type it, in groups of four.
        public let number: String
        /// What charging it gives.
        public let result: GatewayResult
        /// A one-line explanation of the outcome.
        public let summary: String
    }

    /// The documented test numbers.
    public static let testCards: [TestCard] = [
        TestCard(
            number: "4242 4242 4242 4242", result: .approved(transactionID: "sim-approved"),
            summary: "approves every charge"),
        TestCard(number: "4000 0000 0000 0002", result: .declined(.generic), summary: "declines every charge"),
        TestCard(
            number: "4000 0000 0000 9995", result: .declined(.insufficientFunds),
            summary: "declines every charge for insufficient funds"),
    ]

    /// Creates the simulator.
    public init() {}

    /// Declines the documented declining numbers and approves everything else.
    public func charge(cardNumber: String, amount: Int, reference: String) throws -> GatewayResult {
        let digits = cardNumber.filter(\.isNumber)
        for card in Self.testCards where card.number.filter(\.isNumber) == digits {
            if case .declined = card.result { return card.result }
        }
        return .approved(transactionID: "sim-\(reference)")
    }
}

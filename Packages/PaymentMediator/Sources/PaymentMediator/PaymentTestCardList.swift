/// The simulator's documented test cards (Payment's `nativeTestCards`).
public struct PaymentTestCardList: Sendable, Equatable, Codable {
    /// The cards, in the order the simulator documents them.
    public let cards: [PaymentTestCard]

    /// Creates a list.
    public init(cards: [PaymentTestCard]) {
        self.cards = cards
    }
}

/// One item's stock beside the units its reservations hold and its recorded movements, so the audit
/// can prove stock = opening + restocked − reserved.
public struct GoodsStockLine: Sendable, Equatable, Codable {
    /// The item's id.
    public let id: Int
    /// Units in stock now.
    public let stock: Int
    /// Units reserved and not released, or nil (absent on the wire) when they predate tracking and
    /// cannot be reconciled.
    public let reserved: Int?
    /// Units the item held when its movements began to be recorded (its first seeding, or stock +
    /// reserved when the movements table was added), or nil (absent on the wire) when unknown.
    public let opening: Int?
    /// The net change catalog restocks made to the stock since the opening, or nil (absent on the
    /// wire) when there is no opening.
    public let restocked: Int?

    /// Creates a line.
    public init(id: Int, stock: Int, reserved: Int?, opening: Int? = nil, restocked: Int? = nil) {
        self.id = id
        self.stock = stock
        self.reserved = reserved
        self.opening = opening
        self.restocked = restocked
    }
}

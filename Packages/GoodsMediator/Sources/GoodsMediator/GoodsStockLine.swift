/// One item's stock beside the units its reservations hold: stock + reserved is what it started with.
public struct GoodsStockLine: Sendable, Equatable, Codable {
    /// The item's id.
    public let id: Int
    /// Units in stock now.
    public let stock: Int
    /// Units reserved and not released, or nil (absent on the wire) when they predate tracking and
    /// cannot be reconciled.
    public let reserved: Int?

    /// Creates a line.
    public init(id: Int, stock: Int, reserved: Int?) {
        self.id = id
        self.stock = stock
        self.reserved = reserved
    }
}

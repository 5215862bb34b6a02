/// An item's stock after a reservation or release (Goods' `reserve` and `release`).
public struct GoodsStockLevel: Sendable, Equatable, Codable {
    /// The item's id.
    public let id: Int
    /// Units in stock now.
    public let stock: Int

    /// Creates a stock level.
    public init(id: Int, stock: Int) {
        self.id = id
        self.stock = stock
    }
}

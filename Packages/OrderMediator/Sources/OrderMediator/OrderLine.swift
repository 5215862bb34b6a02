/// One line of an order: the goods, with the title and unit price captured at checkout.
public struct OrderLine: Sendable, Equatable, Codable {
    /// The goods id.
    public let goodsID: Int
    /// The title at checkout.
    public let title: String
    /// The unit price at checkout, minor units.
    public let unitPrice: Int
    /// How many units.
    public let quantity: Int
    /// Unit price times quantity, minor units.
    public let lineTotal: Int

    /// Creates a line; the line total is computed.
    public init(goodsID: Int, title: String, unitPrice: Int, quantity: Int) {
        self.goodsID = goodsID
        self.title = title
        self.unitPrice = unitPrice
        self.quantity = quantity
        self.lineTotal = unitPrice * quantity
    }
}

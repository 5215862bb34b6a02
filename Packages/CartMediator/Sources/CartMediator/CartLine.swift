import Foundation

/// One line of a user's cart: a goods id with the title and unit price captured when it was added.
public struct CartLine: Sendable, Equatable, Codable {
    /// The goods id the line is for.
    public let goodsID: Int
    /// The title captured when the goods was added.
    public let title: String
    /// The unit price captured when the goods was added, in minor units.
    public let unitPrice: Int
    /// How many units, 1...99.
    public let quantity: Int
    /// Unit price times quantity, in minor units.
    public let lineTotal: Int
    /// When the line was first added.
    public let addedAt: Date

    /// Creates a line; the line total is computed.
    ///
    /// `unitPrice × quantity` must fit in `Int`: Cart checks its stored lines before it builds one
    /// (`corruptData`).
    public init(goodsID: Int, title: String, unitPrice: Int, quantity: Int, addedAt: Date) {
        self.goodsID = goodsID
        self.title = title
        self.unitPrice = unitPrice
        self.quantity = quantity
        self.lineTotal = unitPrice * quantity
        self.addedAt = addedAt
    }
}

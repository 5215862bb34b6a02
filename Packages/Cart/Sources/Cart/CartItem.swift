import Foundation

/// One line of a user's cart: a goods id with the title and unit price captured when it was added.
public struct CartItem: Sendable, Equatable {
    /// The goods id the line is for.
    public let goodsID: Int
    /// The title snapshot supplied by the caller.
    public let title: String
    /// The unit price snapshot, in minor units.
    public let unitPrice: Int
    /// How many units, 1...99.
    public let quantity: Int
    /// When the line was first added.
    public let addedAt: Date

    /// Creates a line.
    public init(goodsID: Int, title: String, unitPrice: Int, quantity: Int, addedAt: Date) {
        self.goodsID = goodsID
        self.title = title
        self.unitPrice = unitPrice
        self.quantity = quantity
        self.addedAt = addedAt
    }

    /// Unit price times quantity, in minor units.
    public var lineTotal: Int { unitPrice * quantity }
}

import Foundation

/// One catalog item: identity, description, price in minor units and stock on hand.
public struct GoodsItem: Sendable, Equatable {
    /// The stable id (from the catalog).
    public let id: Int
    /// The unique stock-keeping unit, e.g. `BOOK-0001`.
    public let sku: String
    /// The display title.
    public let title: String
    /// A longer description.
    public let description: String
    /// The category slug, e.g. `books`.
    public let category: String
    /// The price in minor units (cents).
    public let price: Int
    /// Units in stock, never negative.
    public let stock: Int
    /// The average rating, 0...5.
    public let rating: Double
    /// When the item entered the catalog.
    public let createdAt: Date

    /// Creates an item.
    public init(
        id: Int, sku: String, title: String, description: String, category: String, price: Int, stock: Int,
        rating: Double, createdAt: Date
    ) {
        self.id = id
        self.sku = sku
        self.title = title
        self.description = description
        self.category = category
        self.price = price
        self.stock = stock
        self.rating = rating
        self.createdAt = createdAt
    }

    /// Whether at least one unit is in stock.
    public var inStock: Bool { stock > 0 }

    /// The price after `discountPercent` (0...100), rounded half up to the nearest minor unit.
    ///
    /// - Throws: `GoodsError.invalidDiscount` outside 0...100.
    public func price(withDiscountPercent discountPercent: Int) throws -> Int {
        guard (0...100).contains(discountPercent) else { throw GoodsError.invalidDiscount(discountPercent) }
        return (price * (100 - discountPercent) + 50) / 100
    }
}

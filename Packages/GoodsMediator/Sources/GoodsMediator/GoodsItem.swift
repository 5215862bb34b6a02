import Foundation

/// A catalog item (Goods' `show`, and each item of `list` and `search`).
public struct GoodsItem: Sendable, Equatable, Codable {
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
    /// Whether at least one unit is in stock (`stock > 0`; on the wire for links and `--json` readers).
    public let inStock: Bool
    /// The average rating, 0...5.
    public let rating: Double
    /// When the item entered the catalog (unix seconds on the wire).
    public let createdAt: Date
    /// The member price at `discountPercent`, only in the member form of `show`.
    public let memberPrice: Int?
    /// The logged-in member's discount, only in the member form of `show`.
    public let discountPercent: Int?

    /// Creates an item; `inStock` follows from `stock`.
    public init(
        id: Int, sku: String, title: String, description: String, category: String, price: Int, stock: Int,
        rating: Double, createdAt: Date, memberPrice: Int? = nil, discountPercent: Int? = nil
    ) {
        self.id = id
        self.sku = sku
        self.title = title
        self.description = description
        self.category = category
        self.price = price
        self.stock = stock
        self.inStock = stock > 0
        self.rating = rating
        self.createdAt = createdAt
        self.memberPrice = memberPrice
        self.discountPercent = discountPercent
    }

    /// The price this caller pays: the member price when present, else the list price.
    public var effectivePrice: Int { memberPrice ?? price }
}

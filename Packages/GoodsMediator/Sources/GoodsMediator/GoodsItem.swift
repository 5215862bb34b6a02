import Foundation
import Mediator

/// A catalog item as a caller sees it, decoded from Goods' `show`, `list` and `search` results.
public struct GoodsItem: Sendable, Equatable {
    /// The item's id.
    public let id: Int
    /// Its unique stock-keeping unit.
    public let sku: String
    /// Its display title.
    public let title: String
    /// Its longer description.
    public let description: String
    /// Its category slug.
    public let category: String
    /// The price in minor units (cents).
    public let price: Int
    /// Units in stock.
    public let stock: Int
    /// The average rating, 0...5.
    public let rating: Double
    /// When it entered the catalog.
    public let createdAt: Date
    /// The member price for `discountPercent`, present only in the member form of `show`.
    public let memberPrice: Int?
    /// The discount the member price was computed with, present only in the member form of `show`.
    public let discountPercent: Int?

    /// Creates an item.
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
        self.rating = rating
        self.createdAt = createdAt
        self.memberPrice = memberPrice
        self.discountPercent = discountPercent
    }

    /// Whether at least one unit is in stock.
    public var inStock: Bool { stock > 0 }

    /// The price this caller pays: the member price when present, else the list price.
    public var effectivePrice: Int { memberPrice ?? price }

    /// Decodes Goods' item object.
    ///
    /// - Throws: `GoodsCallError.unexpectedResult` naming the field.
    public init(_ value: MediatorValue, source: String = "show") throws {
        let fields = try ResultReader(value) { GoodsCallError.unexpectedResult(action: source, reason: $0) }
        self.init(
            id: try fields.int("id"), sku: try fields.string("sku"), title: try fields.string("title"),
            description: try fields.string("description"), category: try fields.string("category"),
            price: try fields.int("price"), stock: try fields.int("stock"), rating: try fields.double("rating"),
            createdAt: try fields.date("createdAt"),
            memberPrice: try fields.optionalInt("memberPrice"),
            discountPercent: try fields.optionalInt("discountPercent"))
    }
}

import Foundation
import Mediator

/// One line of a cart as a caller sees it.
public struct CartLine: Sendable, Equatable {
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

    /// Creates a line (for callers' tests and previews).
    public init(goodsID: Int, title: String, unitPrice: Int, quantity: Int, lineTotal: Int, addedAt: Date) {
        self.goodsID = goodsID
        self.title = title
        self.unitPrice = unitPrice
        self.quantity = quantity
        self.lineTotal = lineTotal
        self.addedAt = addedAt
    }

    init(decoding value: MediatorValue) throws {
        let fields = try ResultReader(value, label: "cart line", error: CartCallError.malformedResult)
        self.init(
            goodsID: try fields.int("goodsID"), title: try fields.string("title"),
            unitPrice: try fields.int("unitPrice"),
            quantity: try fields.int("quantity"), lineTotal: try fields.int("lineTotal"),
            addedAt: try fields.date("addedAt"))
    }
}

import Mediator

/// A Goods category with its item counts.
public struct GoodsCategory: Sendable, Equatable {
    /// The category slug, e.g. `coffee`.
    public let name: String
    /// How many items it holds.
    public let count: Int
    /// How many of them are in stock.
    public let inStock: Int

    /// Creates a category summary.
    public init(name: String, count: Int, inStock: Int) {
        self.name = name
        self.count = count
        self.inStock = inStock
    }

    /// Decodes one entry of Goods' `categories` result.
    ///
    /// - Throws: `GoodsCallError.unexpectedResult` naming the field.
    public init(_ value: MediatorValue) throws {
        let fields = try ResultReader(value) { GoodsCallError.unexpectedResult(action: "categories", reason: $0) }
        self.init(name: try fields.string("name"), count: try fields.int("count"), inStock: try fields.int("inStock"))
    }
}

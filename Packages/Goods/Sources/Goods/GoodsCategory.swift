/// A category with how many items it holds.
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
}

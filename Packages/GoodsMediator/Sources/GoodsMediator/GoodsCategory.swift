/// A category with its item counts.
public struct GoodsCategory: Sendable, Equatable, Codable {
    /// The category slug, e.g. `books`.
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

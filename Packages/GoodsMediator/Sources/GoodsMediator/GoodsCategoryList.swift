/// Every category with its counts, sorted by name (Goods' `categories`).
public struct GoodsCategoryList: Sendable, Equatable, Codable {
    /// The categories.
    public let categories: [GoodsCategory]

    /// Creates a category list.
    public init(categories: [GoodsCategory]) {
        self.categories = categories
    }
}

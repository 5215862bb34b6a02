/// The orders a Goods listing can be sorted in.
public enum GoodsSort: String, Sendable, CaseIterable {
    /// Cheapest first.
    case priceAscending = "price-asc"
    /// Most expensive first.
    case priceDescending = "price-desc"
    /// Alphabetical by title.
    case title
    /// Highest rated first.
    case rating
}

/// The orders a listing can be sorted in; ties always fall back to the item id.
public enum GoodsSort: String, Sendable, CaseIterable, Codable {
    /// Cheapest first.
    case priceAscending = "price-asc"
    /// Most expensive first.
    case priceDescending = "price-desc"
    /// Alphabetical by title, ignoring ASCII case.
    case title
    /// Highest rated first.
    case rating
}

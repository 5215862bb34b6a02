/// The orders a listing can be sorted in; ties always fall back to the item id.
public enum GoodsSort: String, Sendable, CaseIterable {
    /// Cheapest first.
    case priceAscending = "price-asc"
    /// Most expensive first.
    case priceDescending = "price-desc"
    /// Alphabetical by title, ignoring ASCII case.
    case title
    /// Highest rated first.
    case rating

    /// Parses a sort name such as `price-asc`.
    ///
    /// - Throws: `GoodsError.invalidSort` naming the valid choices.
    public init(parsing name: String) throws {
        guard let sort = GoodsSort(rawValue: name.lowercased()) else { throw GoodsError.invalidSort(name) }
        self = sort
    }

    var orderBy: String {
        switch self {
        case .priceAscending: return "price ASC, id ASC"
        case .priceDescending: return "price DESC, id ASC"
        case .title: return "title COLLATE NOCASE ASC, id ASC"
        case .rating: return "rating DESC, id ASC"
        }
    }
}

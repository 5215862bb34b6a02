import GoodsMediator

extension GoodsSort {
    /// Parses a sort name such as `price-asc`, ignoring case.
    ///
    /// - Throws: `GoodsError.invalidSort` naming the valid choices.
    init(parsing name: String) throws {
        guard let sort = GoodsSort(rawValue: name.lowercased()) else { throw GoodsError.invalidSort(name) }
        self = sort
    }

    /// The SQL order; ties always fall back to the item id.
    var orderBy: String {
        switch self {
        case .priceAscending: return "price ASC, id ASC"
        case .priceDescending: return "price DESC, id ASC"
        case .title: return "title COLLATE NOCASE ASC, id ASC"
        case .rating: return "rating DESC, id ASC"
        }
    }
}

/// Which listing ordered a page of Goods' `list`.
public enum GoodsListing: String, Sendable, Equatable, CaseIterable, Codable {
    /// The caller's sort (default title).
    case standard
    /// In-stock first, then highest rated, then title: the factory variant `experimental`.
    case experimental
}

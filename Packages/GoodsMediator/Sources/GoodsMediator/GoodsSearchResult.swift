/// The items a search found, sorted by title (Goods' `search`).
public struct GoodsSearchResult: Sendable, Equatable, Codable {
    /// The search text as given; Goods always sends it. Optional because a caller needs only the
    /// items: a rewrite table may answer `search` with another action's items (`list`, as a hot fix).
    public let query: String?
    /// The matching items.
    public let items: [GoodsItem]

    /// Creates a search result.
    public init(query: String?, items: [GoodsItem]) {
        self.query = query
        self.items = items
    }
}

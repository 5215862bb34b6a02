/// One page of a catalog listing, with the totals a pager needs (Goods' `list`).
public struct GoodsPage: Sendable, Equatable, Codable {
    /// The items on this page, in listing order.
    public let items: [GoodsItem]
    /// The page number, from 1.
    public let page: Int
    /// The page size asked for.
    public let pageSize: Int
    /// How many items match across all pages.
    public let total: Int
    /// How many pages there are (0 when nothing matches).
    public let pageCount: Int
    /// Whether a later page has items.
    public let hasMore: Bool
    /// Which listing produced the order.
    public let listing: GoodsListing

    /// Creates a page; `pageCount` and `hasMore` follow from `total`, `page` and `pageSize`.
    public init(items: [GoodsItem], page: Int, pageSize: Int, total: Int, listing: GoodsListing = .standard) {
        self.items = items
        self.page = page
        self.pageSize = pageSize
        self.total = total
        self.pageCount = pageSize > 0 ? (total + pageSize - 1) / pageSize : 0
        self.hasMore = page < pageCount
        self.listing = listing
    }
}

/// One page of a catalog listing, with the totals a pager needs.
public struct GoodsPage: Sendable, Equatable {
    /// The items on this page, in listing order.
    public let items: [GoodsItem]
    /// The page number, from 1.
    public let page: Int
    /// The requested page size.
    public let pageSize: Int
    /// How many items match the listing across all pages.
    public let total: Int

    /// Creates a page.
    public init(items: [GoodsItem], page: Int, pageSize: Int, total: Int) {
        self.items = items
        self.page = page
        self.pageSize = pageSize
        self.total = total
    }

    /// How many pages the listing has (0 when nothing matches).
    public var pageCount: Int { (total + pageSize - 1) / pageSize }

    /// Whether a later page has items.
    public var hasMore: Bool { page < pageCount }
}

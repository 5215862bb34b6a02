import Mediator

/// One page of a Goods listing, with the totals a pager needs.
public struct GoodsPage: Sendable, Equatable {
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
    /// Which listing produced the order: `standard`, or `experimental` under the factory variant.
    public let listing: String

    /// Creates a page.
    public init(
        items: [GoodsItem], page: Int, pageSize: Int, total: Int, pageCount: Int, hasMore: Bool,
        listing: String = "standard"
    ) {
        self.items = items
        self.page = page
        self.pageSize = pageSize
        self.total = total
        self.pageCount = pageCount
        self.hasMore = hasMore
        self.listing = listing
    }

    /// Decodes Goods' `list` result.
    ///
    /// - Throws: `GoodsCallError.unexpectedResult` naming the field.
    public init(_ value: MediatorValue) throws {
        let fields = try ResultReader(value) { GoodsCallError.unexpectedResult(action: "list", reason: $0) }
        self.init(
            items: try fields.array("items").map { try GoodsItem($0, source: "list") }, page: try fields.int("page"),
            pageSize: try fields.int("pageSize"), total: try fields.int("total"),
            pageCount: try fields.int("pageCount"),
            hasMore: try fields.bool("hasMore"), listing: try fields.string("listing"))
    }
}

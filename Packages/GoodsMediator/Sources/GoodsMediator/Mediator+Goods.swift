import Mediator

extension Mediator {
    /// Typed calls into the Goods component.
    public var goods: GoodsCalls { GoodsCalls(mediator: self) }
}

/// Typed calls into Goods: the only caller-side place that spells Goods' target and action names.
///
/// Goods' own failures arrive as `GoodsFailure`; other mediator failures (target missing, bad
/// wiring, a result that does not decode) as `MediatorError`.
public struct GoodsCalls: Sendable {
    let goods: ComponentClient<GoodsErrorCode>

    init(mediator: Mediator) {
        goods = ComponentClient(mediator, target: "Goods")
    }

    /// One page of the catalog (`page` from 1, `pageSize` 1...100), optionally in one category.
    ///
    /// Under the `experimental` factory variant the order is in-stock, best rated first.
    public func list(page: Int = 1, pageSize: Int = 20, category: String? = nil, sort: GoodsSort = .title) throws
        -> GoodsPage
    {
        var params: Params = ["page": .int(page), "pageSize": .int(pageSize), "sort": .string(sort.rawValue)]
        if let category { params["category"] = .string(category) }
        return try goods.call(action: "list", params)
    }

    /// Every category with its item counts, sorted by name.
    public func categories() throws -> [GoodsCategory] {
        try goods.call(action: "categories", as: GoodsCategoryList.self).categories
    }

    /// Items whose title or description contains `query`, ignoring case (`%` and `_` match themselves).
    public func search(_ query: String, limit: Int? = nil) throws -> GoodsSearchResult {
        var params: Params = ["query": .string(query)]
        if let limit { params["limit"] = .int(limit) }
        return try goods.call(action: "search", params)
    }

    /// One item; when the mediator state is `member`, it carries `memberPrice` and `discountPercent`
    /// at the logged-in member's own discount (Goods asks Member; no caller chooses it).
    public func show(id: Int) throws -> GoodsItem {
        try goods.call(action: "show", ["id": .int(id)])
    }

    /// One item with `memberPrice` and `discountPercent` at the discount of member `username`'s level.
    ///
    /// For a caller that already knows who is logged in (the app asked Account for its session), so
    /// Goods need not ask again. Local only (Goods' `nativeShowForMember`): a link reaches the member
    /// price only through `show` in the `member` state, at the logged-in member's own discount.
    public func show(id: Int, pricedFor username: String) throws -> GoodsItem {
        try goods.call(action: "nativeShowForMember", ["id": .int(id), "username": .string(username)])
    }

    /// Takes `quantity` units of item `id` out of stock and returns what is left.
    ///
    /// - Throws: `GoodsFailure` with `.insufficientStock` (nothing reserved), `.notFound`, `.invalidQuantity`.
    @discardableResult
    public func reserve(id: Int, quantity: Int) throws -> Int {
        try goods.call(action: "reserve", ["id": .int(id), "quantity": .int(quantity)], as: GoodsStockLevel.self).stock
    }

    /// Puts `quantity` units of item `id` back into stock and returns the new stock.
    ///
    /// - Throws: `GoodsFailure` with `.notFound`, `.invalidQuantity`, `.stockLimitExceeded`.
    @discardableResult
    public func release(id: Int, quantity: Int) throws -> Int {
        try goods.call(action: "release", ["id": .int(id), "quantity": .int(quantity)], as: GoodsStockLevel.self).stock
    }

    /// Every item's stock beside the units its reservations hold (for reconciling stock against orders).
    public func stockLedger() throws -> [GoodsStockLine] {
        try goods.call(action: "stockLedger", as: GoodsStockLedger.self).items
    }

    /// Loads the catalog from `catalogURL` (else the configured or default one) into an empty
    /// catalog, or with `refresh` updates items by id.
    ///
    /// - Throws: `GoodsFailure` with `.invalidCatalogURL`, `.catalogUnavailable`, `.malformedCatalog`
    ///   or `.invalidCatalogItem` (naming the bad item); nothing is imported then.
    public func seed(catalogURL: String? = nil, refresh: Bool = false) async throws -> GoodsSeedResult {
        var params: Params = ["refresh": .bool(refresh)]
        if let catalogURL { params["url"] = .string(catalogURL) }
        return try await goods.call(action: "seed", params)
    }
}

import Mediator

extension Mediator {
    /// Typed calls into the Goods component.
    public var goods: GoodsCalls { GoodsCalls(mediator: self) }
}

/// Typed calls into Goods: the only caller-side place that spells its target and action names.
///
/// Goods' own failures arrive as `GoodsCallError`; mediator failures (target missing, bad wiring)
/// as `MediatorError`.
public struct GoodsCalls: Sendable {
    let mediator: Mediator

    /// One page of the catalog (`page` from 1, `pageSize` 1...100), optionally in one category.
    ///
    /// Under the `experimental` factory variant the order is in-stock, best rated first.
    public func list(page: Int = 1, pageSize: Int = 20, category: String? = nil, sort: GoodsSort = .title) throws
        -> GoodsPage
    {
        var params: Params = ["page": .int(page), "pageSize": .int(pageSize), "sort": .string(sort.rawValue)]
        if let category { params["category"] = .string(category) }
        return try call { try GoodsPage(try mediator.perform(target: "Goods", action: "list", params: params)) }
    }

    /// Every category with its item counts, sorted by name.
    public func categories() throws -> [GoodsCategory] {
        try call {
            let value = try mediator.perform(target: "Goods", action: "categories")
            let fields = try ResultReader(value) { GoodsCallError.unexpectedResult(action: "categories", reason: $0) }
            return try fields.array("categories").map(GoodsCategory.init)
        }
    }

    /// Items whose title or description contains `query`, ignoring case (`%` and `_` match themselves).
    public func search(_ query: String, limit: Int? = nil) throws -> [GoodsItem] {
        var params: Params = ["query": .string(query)]
        if let limit { params["limit"] = .int(limit) }
        return try call {
            let value = try mediator.perform(target: "Goods", action: "search", params: params)
            let fields = try ResultReader(value) { GoodsCallError.unexpectedResult(action: "search", reason: $0) }
            return try fields.array("items").map {
                try GoodsItem($0, source: "search")
            }
        }
    }

    /// One item; when the mediator state is `member`, it carries `memberPrice` and `discountPercent`
    /// at the logged-in member's own discount (Goods asks Member; no caller chooses it).
    public func show(id: Int) throws -> GoodsItem {
        try call(id: id) {
            try GoodsItem(try mediator.perform(target: "Goods", action: "show", params: ["id": .int(id)]))
        }
    }

    /// Takes `quantity` units of item `id` out of stock and returns what is left.
    ///
    /// - Throws: `GoodsCallError.insufficientStock` (nothing reserved), `.notFound`, `.invalidRequest`.
    @discardableResult
    public func reserve(id: Int, quantity: Int) throws -> Int {
        try call(id: id, quantity: quantity) {
            let value = try mediator.perform(
                target: "Goods", action: "reserve", params: ["id": .int(id), "quantity": .int(quantity)])
            let fields = try ResultReader(value) { GoodsCallError.unexpectedResult(action: "reserve", reason: $0) }
            return try fields.int("stock")
        }
    }

    /// Every item's stock beside the units its reservations hold (for reconciling stock against orders).
    public func stockLedger() throws -> [GoodsStockLine] {
        try call {
            let value = try mediator.perform(target: "Goods", action: "stockLedger")
            let reader: (MediatorValue) throws -> ResultReader = {
                try ResultReader($0) { GoodsCallError.unexpectedResult(action: "stockLedger", reason: $0) }
            }
            return try reader(value).array("items").map {
                let line = try reader($0)
                return GoodsStockLine(
                    id: try line.int("id"), stock: try line.int("stock"), reserved: try line.optionalInt("reserved"))
            }
        }
    }

    /// Puts `quantity` units of item `id` back into stock and returns the new stock.
    ///
    /// - Throws: `GoodsCallError.notFound`, `.invalidRequest`.
    @discardableResult
    public func release(id: Int, quantity: Int) throws -> Int {
        try call(id: id, quantity: quantity) {
            let value = try mediator.perform(
                target: "Goods", action: "release", params: ["id": .int(id), "quantity": .int(quantity)])
            let fields = try ResultReader(value) { GoodsCallError.unexpectedResult(action: "release", reason: $0) }
            return try fields.int("stock")
        }
    }

    /// Loads the catalog from `catalogURL` (else the configured or default one) into an empty
    /// catalog, or with `refresh` updates items by id.
    ///
    /// - Throws: `GoodsCallError.catalogFailed` naming the bad item; nothing is imported then.
    public func seed(catalogURL: String? = nil, refresh: Bool = false) async throws -> GoodsSeedResult {
        var params: Params = ["refresh": .bool(refresh)]
        if let catalogURL { params["url"] = .string(catalogURL) }
        do {
            return try GoodsSeedResult(try await mediator.perform(target: "Goods", action: "seed", params: params))
        } catch {
            throw GoodsCallError.map(error)
        }
    }

    private func call<T>(id: Int? = nil, quantity: Int? = nil, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw GoodsCallError.map(error, id: id, quantity: quantity)
        }
    }
}

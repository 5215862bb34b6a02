import AccountMediator
import Foundation
import GoodsMediator
import Mediator
import MemberMediator
import Networking
import Storage

/// The action table both Goods targets serve; only the `list` ordering differs between them.
///
/// Kept apart from the targets so the standard target and its factory variant cannot drift.
struct GoodsActions: Sendable {
    let facade: GoodsFacade
    // The context, not the mediator: the mediator caches this target, and a strong reference back
    // to it would keep both alive for ever.
    let context: MediatorContext
    // Unowned for the same reason; it asks Account and Member for the member price.
    unowned let mediator: Mediator
    let listing: GoodsListing

    /// Builds the Facade from the context's storage and clock, migrating Goods' tables.
    init(mediator: Mediator, listing: GoodsListing) throws {
        let storage = try mediator.context.require(StorageFacade.self)
        self.facade = try GoodsFacade(storage: storage, now: mediator.context.clock.now)
        self.context = mediator.context
        self.mediator = mediator
        self.listing = listing
    }

    /// The actions; every result is one of `GoodsMediator`'s wire types.
    var actions: [Action] {
        [
            .remote("list", summary: "One page of items: page, pageSize (1...100), category, sort") { params in
                try list(params)
            },
            .remote("categories", summary: "Every category with item and in-stock counts") { _ in
                GoodsCategoryList(categories: try facade.categories())
            },
            .remote("search", summary: "Items whose title or description contains query (any case)") { params in
                let query = try params.string("query")
                let limit = try params.optionalInt("limit") ?? GoodsFacade.maxPageSize
                return GoodsSearchResult(query: query, items: try facade.search(query, limit: limit))
            },
            .remote("show", summary: "One item by id (guest prices)") { params in
                try Self.refuseChosenDiscount(params)
                return try facade.item(id: try params.int("id"))
            },
            .remote("show@member", summary: "One item by id with memberPrice at the logged-in member's discount") {
                params in
                try Self.refuseChosenDiscount(params)
                // The discount is the logged-in member's level, asked of Account and Member: no caller,
                // and no link, can name a number.
                return try facade.item(id: try params.int("id")) {
                    try mediator.account.currentUser().map { try mediator.member.discountPercent(username: $0) }
                }
            },
            .local(
                "nativeShowForMember", summary: "One item by id with memberPrice at a member's discount: id, username"
            ) {
                params in
                // For the app, which has just asked Account who is logged in: a second ask would be a
                // wasted dispatch. Never remote (`native`), so a link cannot name another member.
                try Self.refuseChosenDiscount(params)
                let username = try params.string("username")
                return try facade.item(id: try params.int("id")) {
                    try mediator.member.discountPercent(username: username)
                }
            },
            .local("reserve", summary: "Takes quantity of item id out of stock; never below 0") { params in
                let id = try params.int("id")
                let stock = try facade.reserve(id: id, quantity: try params.int("quantity"))
                return GoodsStockLevel(id: id, stock: stock)
            },
            .local("release", summary: "Puts quantity of item id back into stock") { params in
                let id = try params.int("id")
                let stock = try facade.release(id: id, quantity: try params.int("quantity"))
                return GoodsStockLevel(id: id, stock: stock)
            },
            .local("stockLedger", summary: "Every item's stock and reserved units (for reconciliation)") { _ in
                GoodsStockLedger(items: try facade.stockLedger())
            },
            .localAsync("seed", summary: "Loads the catalog (url, or the configured/default one); refresh updates") {
                params in
                let url = try params.optionalString("url").map(GoodsFacade.catalogURL)
                return try await seed(from: url, refresh: try params.optionalBool("refresh") ?? false)
            },
        ]
    }

    /// Refuses a `discountPercent` param: a price is never the caller's (or a link's) to choose.
    static func refuseChosenDiscount(_ params: Params) throws {
        guard let chosen = params["discountPercent"] else { return }
        throw MediatorError.invalidParameter(
            key: "discountPercent", expected: "absent (the member discount comes from the logged-in member's level)",
            actual: "\(chosen)")
    }

    /// Seeds an empty catalog at launch from `goods.catalogURL`, else from the default file.
    func launch() async throws {
        _ = try await seed(from: nil, refresh: false)
    }

    private func seed(from url: URL?, refresh: Bool) async throws -> GoodsSeedResult {
        if !refresh, try facade.itemCount() > 0 {
            return .skippedRun
        }
        let networking = try context.require(NetworkingFacade.self)
        var source = url
        if source == nil, let configured = context.configuration["goods.catalogURL"],
            !configured.trimmingCharacters(in: .whitespaces).isEmpty
        {
            source = try GoodsFacade.catalogURL(configured)
        }
        return try await facade.seed(from: source, networking: networking, refresh: refresh)
    }

    private func list(_ params: Params) throws -> GoodsPage {
        let page = try params.optionalInt("page") ?? 1
        let pageSize = try params.optionalInt("pageSize") ?? 20
        let category = try params.optionalString("category").flatMap { $0.isEmpty ? nil : $0 }
        // Parsed in both listings so a bad sort is reported even where it does not decide the order.
        let sort = try params.optionalString("sort").map(GoodsSort.init(parsing:)) ?? .title
        switch listing {
        case .standard: return try facade.list(page: page, pageSize: pageSize, category: category, sort: sort)
        case .experimental: return try facade.featuredList(page: page, pageSize: pageSize, category: category)
        }
    }
}

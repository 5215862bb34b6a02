import AccountMediator
import Foundation
import Mediator
import MemberMediator
import Networking
import Storage

/// The action table both Goods targets serve; only the `list` ordering differs between them.
///
/// Kept apart from the targets so the standard target and its factory variant cannot drift.
struct GoodsActions: Sendable {
    /// Which ordering `list` uses.
    enum Listing: String, Sendable {
        /// The caller's `sort` (default title).
        case standard
        /// In-stock first, then highest rated: the experimental catalog listing.
        case experimental
    }

    let facade: GoodsFacade
    // The context, not the mediator: the mediator caches this target, and a strong reference back
    // to it would keep both alive for ever.
    let context: MediatorContext
    // Unowned for the same reason; it asks Account and Member for the member price.
    unowned let mediator: Mediator
    let listing: Listing

    /// Builds the Facade from the context's storage and clock, migrating Goods' tables.
    init(mediator: Mediator, listing: Listing) throws {
        let storage = try mediator.context.require(StorageFacade.self)
        self.facade = try GoodsFacade(storage: storage, now: mediator.context.clock.now)
        self.context = mediator.context
        self.mediator = mediator
        self.listing = listing
    }

    var actions: [Action] {
        [
            .remote("list", summary: "One page of items: page, pageSize (1...100), category, sort") { params in
                try list(params).value(listing: listing)
            },
            .remote("categories", summary: "Every category with item and in-stock counts") { _ in
                .object(["categories": .array(try facade.categories().map(\.value))])
            },
            .remote("search", summary: "Items whose title or description contains query (any case)") { params in
                let query = try params.string("query")
                let limit = try params.optionalInt("limit") ?? GoodsFacade.maxPageSize
                return .object([
                    "query": .string(query), "items": .array(try facade.search(query, limit: limit).map(\.value)),
                ])
            },
            .remote("show", summary: "One item by id (guest prices)") { params in
                try Self.refuseChosenDiscount(params)
                return try facade.item(id: try params.int("id")).value
            },
            .remote("show@member", summary: "One item by id with memberPrice at the logged-in member's discount") {
                params in
                try Self.refuseChosenDiscount(params)
                let item = try facade.item(id: try params.int("id"))
                // The discount is the logged-in member's level, asked of Account and Member: no caller,
                // and no link, can name a number.
                guard let user = try mediator.account.currentUser() else { return item.value }
                let percent = try mediator.member.discountPercent(username: user)
                var fields = item.value.objectValue ?? [:]
                fields["memberPrice"] = .int(try item.price(withDiscountPercent: percent))
                fields["discountPercent"] = .int(percent)
                return .object(fields)
            },
            .local("reserve", summary: "Takes quantity of item id out of stock; never below 0") { params in
                let id = try params.int("id")
                let stock = try facade.reserve(id: id, quantity: try params.int("quantity"))
                return .object(["id": .int(id), "stock": .int(stock)])
            },
            .local("release", summary: "Puts quantity of item id back into stock") { params in
                let id = try params.int("id")
                let stock = try facade.release(id: id, quantity: try params.int("quantity"))
                return .object(["id": .int(id), "stock": .int(stock)])
            },
            .local("stockLedger", summary: "Every item's stock and reserved units (for reconciliation)") { _ in
                .object([
                    "items": .array(
                        try facade.stockLedger().map {
                            [
                                "id": .int($0.id), "stock": .int($0.stock),
                                "reserved": $0.reserved.map(MediatorValue.int) ?? .null,
                            ]
                        })
                ])
            },
            .localAsync("seed", summary: "Loads the catalog (url, or the configured/default one); refresh updates") {
                params in
                let url = try params.optionalString("url").map(GoodsFacade.catalogURL)
                return try await seed(from: url, refresh: try params.optionalBool("refresh") ?? false).value
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

    private func seed(from url: URL?, refresh: Bool) async throws -> GoodsSeedReport {
        if !refresh, try facade.itemCount() > 0 {
            return GoodsSeedReport(source: nil, inserted: 0, updated: 0, skipped: true)
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

import GoodsMediator
import Mediator

/// `shop goods list|search|show|categories`.
enum GoodsCommands {
    static let specs: [CommandSpec] = [
        CommandSpec(
            ["goods", "list"], "Browse the catalog a page at a time",
            options: [
                .value("--page", "N", "page number, from 1 (default 1)"),
                .value("--page-size", "N", "items per page, 1-100 (default 20)"),
                .value("--category", "NAME", "only this category (see: shop goods categories)"),
                .value("--sort", "ORDER", "title, price-asc, price-desc or rating (default title)"),
            ], run: list),
        CommandSpec(
            ["goods", "search"], "Find goods by words in the title or description",
            positionals: [.init(name: "query", required: true)],
            options: [.value("--limit", "N", "at most N results, 1-100")], run: search),
        CommandSpec(
            ["goods", "show"], "One item in detail (with your member price when logged in)",
            positionals: [.init(name: "goods-id", required: true)], run: show),
        CommandSpec(["goods", "categories"], "Categories with item counts", run: categories),
    ]

    static func list(_ call: Invocation) async throws -> CommandOutput {
        let sortText = call.option("--sort") ?? GoodsSort.title.rawValue
        guard let sort = GoodsSort(rawValue: sortText) else {
            throw ShopError.usage(
                "--sort must be one of \(GoodsSort.allCases.map(\.rawValue).joined(separator: ", "))"
                    + ShopParser.hint(sortText, among: GoodsSort.allCases.map(\.rawValue)), usage: call.spec.usage)
        }
        let page = try call.mediator.goods.list(
            page: try call.int("--page", default: 1, in: 1...1_000_000),
            pageSize: try call.int("--page-size", default: 20, in: 1...100), category: call.option("--category"),
            sort: sort)
        let text = table(page.items) + "\npage \(page.page) of \(max(page.pageCount, 1)) · \(page.total) items"
        return CommandOutput(text: text, json: try MediatorValue(encoding: page))
    }

    static func search(_ call: Invocation) async throws -> CommandOutput {
        let query = try call.required("query")
        let limit = call.option("--limit") == nil ? nil : try call.int("--limit", default: 20, in: 1...100)
        let found = try call.mediator.goods.search(query, limit: limit)
        let items = found.items
        let text = items.isEmpty ? "no goods match '\(query)'" : table(items) + "\n\(items.count) found"
        return CommandOutput(text: text, json: try MediatorValue(encoding: found))
    }

    static func show(_ call: Invocation) async throws -> CommandOutput {
        let id = try call.id("goods-id")
        // One session lookup: the member's price is asked for that member, so Goods need not ask again.
        let item: GoodsItem
        if let user = try call.session() {
            item = try call.mediator.goods.show(id: id, pricedFor: user)
        } else {
            item = try call.mediator.goods.show(id: id)
        }
        var lines = [
            "#\(item.id) \(item.title)  [\(item.category)]",
            item.description,
            "price:  \(Money.format(item.price))",
        ]
        if let memberPrice = item.memberPrice, let percent = item.discountPercent {
            lines.append("member: \(Money.format(memberPrice)) (your \(percent)% member discount)")
        }
        lines.append("stock:  \(item.stock)   rating: \(item.rating)   sku: \(item.sku)")
        return CommandOutput(text: lines.joined(separator: "\n"), json: try MediatorValue(encoding: item))
    }

    static func categories(_ call: Invocation) async throws -> CommandOutput {
        let categories = try call.mediator.goods.categories()
        let text = Table.render(
            header: ["CATEGORY", "ITEMS", "IN STOCK"],
            rows: categories.map { [$0.name, String($0.count), String($0.inStock)] })
        return CommandOutput(text: text, json: try MediatorValue(encoding: categories))
    }

    static func table(_ items: [GoodsItem]) -> String {
        Table.render(
            header: ["ID", "TITLE", "CATEGORY", "PRICE", "STOCK", "RATING"],
            rows: items.map {
                [String($0.id), $0.title, $0.category, Money.format($0.price), String($0.stock), String($0.rating)]
            })
    }
}

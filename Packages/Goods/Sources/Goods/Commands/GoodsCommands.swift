import CartMediator
import CommandKit
import ComponentCommands
import Foundation
import GoodsMediator
import Mediator
import Networking

/// `shop goods list|search|show|categories` and `shop cart add`.
enum GoodsCommands {
    static let commands: [any ComponentCommand.Type] = [
        List.self, Search.self, Show.self, Categories.self, AddToCart.self,
    ]

    struct List: ComponentCommand {
        static let configuration = CommandConfiguration("goods", "list", summary: "Browse the catalog a page at a time")

        @Option(help: "page number, from 1", value: .int(in: 1...1_000_000))
        var page = 1

        @Option(help: "items per page", value: .int(in: 1...100))
        var pageSize = 20

        @Option(
            help: "only this category; see: shop goods categories", absent: "every category",
            value: .text("NAME", completion: .dynamic("category")))
        var category: String?

        @Option(help: "the order of the items", value: .choice(name: "ORDER"))
        var sort = GoodsSort.title

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let found = try context.mediator.goods.list(page: page, pageSize: pageSize, category: category, sort: sort)
            return CommandOutput(text: GoodsCommands.text(found), json: try MediatorValue(encoding: found))
        }
    }

    struct Search: ComponentCommand {
        static let configuration = CommandConfiguration(
            "goods", "search", summary: "Find goods by words in the title or description")

        @Argument(help: "words to look for", value: .text("WORDS"))
        var query: String

        @Option(help: "at most N results", absent: "up to 100", value: .int(in: 1...100))
        var limit: Int?

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let found = try context.mediator.goods.search(query, limit: limit)
            return CommandOutput(text: GoodsCommands.text(found), json: try MediatorValue(encoding: found))
        }
    }

    struct Show: ComponentCommand {
        static let configuration = CommandConfiguration(
            "goods", "show", summary: "One item in detail (with your member price when logged in)")

        @Argument(help: "the item (see: shop goods list)", value: .id(completing: "goods-id"))
        var goodsID: Int

        func run(_ context: CommandContext) async throws -> CommandOutput {
            // One session lookup: the member's price is asked for that member, so Goods need not ask again.
            let item: GoodsItem
            if let user = try context.session() {
                item = try context.mediator.goods.show(id: goodsID, pricedFor: user)
            } else {
                item = try context.mediator.goods.show(id: goodsID)
            }
            return CommandOutput(text: GoodsCommands.text(item), json: try MediatorValue(encoding: item))
        }
    }

    struct Categories: ComponentCommand {
        static let configuration = CommandConfiguration("goods", "categories", summary: "Categories with item counts")

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let categories = try context.mediator.goods.categories()
            return CommandOutput(text: GoodsCommands.text(categories), json: try MediatorValue(encoding: categories))
        }
    }

    /// `shop cart add`: the goods screen puts an item in the cart (Cart, a common component, cannot ask
    /// Goods, a feature, for the title and price).
    struct AddToCart: ComponentCommand {
        static let configuration = CommandConfiguration(
            "cart", "add", summary: "Put goods in your cart (adds to a line already there)")

        @Argument(help: "the item to add (see: shop goods list)", value: .id(completing: "goods-id"))
        var goodsID: Int

        @Option(help: "how many", value: .int(in: 1...99))
        var quantity = 1

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let user = try context.user()
            let item = try context.mediator.goods.show(id: goodsID)
            let line = try context.mediator.cart.add(
                username: user, goodsID: goodsID, title: item.title, unitPrice: item.price, quantity: quantity)
            return CommandOutput(
                text: "added \(quantity) × \(item.title); now \(line.quantity) in your cart",
                json: try MediatorValue(encoding: line))
        }
    }

    /// A page of the catalog, as `goods list` and a `shop://goods/list` link show it.
    static func text(_ page: GoodsPage) -> TerminalText {
        "\(table(page.items))\npage \(page.page) of \(max(page.pageCount, 1)) · \(page.total) items"
    }

    /// Search results, as `goods search` and a `shop://goods/search` link show them.
    static func text(_ found: GoodsSearchResult) -> TerminalText {
        found.items.isEmpty
            ? "no goods match \(Quoted.prefix(of: found.query ?? ""))"
            : "\(table(found.items))\n\(found.items.count) found"
    }

    /// One item, as `goods show` and a `shop://goods/show` link show it.
    static func text(_ item: GoodsItem) -> TerminalText {
        var lines = [
            "#\(item.id) \(item.title)  [\(item.category)]",
            item.description,
            "price:  \(Money.format(item.price))",
        ]
        if let memberPrice = item.memberPrice, let percent = item.discountPercent {
            lines.append("member: \(Money.format(memberPrice)) (your \(percent)% member discount)")
        }
        lines.append("stock:  \(item.stock)   rating: \(item.rating)   sku: \(item.sku)")
        return TerminalText(lines.joined(separator: "\n"))
    }

    /// The categories, as `goods categories` and a `shop://goods/categories` link show them.
    static func text(_ categories: [GoodsCategory]) -> TerminalText {
        Table.render(
            header: ["CATEGORY", "ITEMS", "IN STOCK"],
            rows: categories.map { [$0.name, String($0.count), String($0.inStock)] })
    }

    static func table(_ items: [GoodsItem]) -> TerminalText {
        Table.render(
            header: ["ID", "TITLE", "CATEGORY", "PRICE", "STOCK", "RATING"],
            rows: items.map {
                [String($0.id), $0.title, $0.category, Money.format($0.price), String($0.stock), String($0.rating)]
            })
    }

    /// `catalog:` in the health report: whether the catalog Goods seeds from can be fetched.
    static let catalogCheck = HealthCheck("catalog") { context in
        let configuration = context.mediator.context.configuration
        let url =
            configuration["goods.catalogURL"].flatMap(URL.init(string:))
            ?? URL(fileURLWithPath: configuration["home"] ?? ".").appendingPathComponent("goods-catalog.json")
        do {
            let probe = try await context.mediator.context.require(NetworkingFacade.self).probe(url)
            return HealthCheck.Finding(
                summary: TerminalText(
                    "\(url.absoluteString) reachable (status \(probe.status), \(probe.sizeBytes) bytes, \(String(format: "%.1f", probe.latencyMs)) ms)"
                ),
                json: [
                    "url": .string(url.absoluteString), "reachable": .bool(probe.isSuccess),
                    "status": .int(probe.status),
                    "size": .int(probe.sizeBytes),
                ])
        } catch {
            return HealthCheck.Finding(
                summary: TerminalText("\(url.absoluteString) NOT reachable: \(error)"),
                json: [
                    "url": .string(url.absoluteString), "reachable": false, "error": .string(String(describing: error)),
                ])
        }
    }
}

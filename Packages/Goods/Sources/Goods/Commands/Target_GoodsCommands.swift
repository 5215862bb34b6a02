import CommandKit
import ComponentCommands
import Mediator
import GoodsMediator

/// Goods' command-line screens: `goods`, and `cart add`; it completes goods ids and categories.
///
/// Needs nothing from the context, so an app reads it before it launches anything (see
/// `TargetNaming.commands`).
public struct Target_GoodsCommands: MediatorTarget {
    public init(mediator: Mediator) {}

    /// `nativeCommands`, local only: the catalog below.
    public var actions: [Action] { [.commands { Self.catalog }] }

    /// Goods's groups, commands and completions.
    static let catalog = CommandCatalog(
        groups: [CommandFamily("goods", summary: "Browse and search the catalog")],
        commands: GoodsCommands.commands,
        completions: [
            "goods-id": { context in
                var candidates: [CommandCatalog.Candidate] = []
                var page = 1
                while true {
                    let found = try context.mediator.goods.list(page: page, pageSize: 100)
                    candidates += found.items.map { (String($0.id), $0.title) }
                    if page >= found.pageCount { return candidates }
                    page += 1
                }
            },
            "category": { context in
                try context.mediator.goods.categories().map { ($0.name, "\($0.count) items") }
            },
        ],
        views: [
            "list": CommandCatalog.view(GoodsPage.self, GoodsCommands.text),
            "search": CommandCatalog.view(GoodsSearchResult.self, GoodsCommands.text),
            "show": CommandCatalog.view(GoodsItem.self, GoodsCommands.text),
            "categories": CommandCatalog.view(GoodsCategoryList.self) { GoodsCommands.text($0.categories) },
        ],
        checks: [GoodsCommands.catalogCheck])
}

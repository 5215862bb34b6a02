import GoodsMediator
import Mediator

/// A Goods target over `GoodsShelf`, found as `Catalog.Target_Goods` (`TargetNaming.singleModule`), so
/// `mediator.goods.show(id:)` from `GoodsMediator` runs exactly as the app calls it.
public struct Target_Goods: MediatorTarget {
    let shelf: GoodsShelf

    /// Reads the shelf from the context (or makes one).
    public init(mediator: Mediator) throws {
        shelf = mediator.context.resolve(GoodsShelf.self) ?? GoodsShelf()
    }

    /// `show`, as the real Goods declares it: remote-callable, one item by id.
    public var actions: [Action] {
        let shelf = self.shelf
        return [
            .remote("show", summary: "One item by id") { params in
                try shelf.item(id: try params.int("id"))
            }
        ]
    }
}

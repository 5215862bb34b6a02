import CartMediator
import Foundation
import Mediator
import Storage

/// Cart's Target-Action adapter, found by the mediator as `Cart.Target_Cart`.
///
/// Only `show` and `count` may be reached from a URL; every write is local, and `nativeClear`
/// (used by checkout) is never remote.
public struct Target_Cart: MediatorTarget {
    private let facade: CartFacade

    /// Reads the shared `StorageFacade` and the clock from the context and applies Cart's migrations.
    public init(mediator: Mediator) throws {
        let context = mediator.context
        facade = try CartFacade(
            storage: try context.require(StorageFacade.self), now: { context.clock.now() })
    }

    /// The actions Cart answers; results are `CartMediator`'s wire types.
    public var actions: [Action] {
        [
            .remote("show", summary: "A user's cart lines with line totals, item count and total") { params in
                try facade.contents(username: try params.string("username"))
            },
            .local("add", summary: "Adds units of a goods (grows an existing line, at most 99)") { params in
                try facade.add(
                    username: try params.string("username"), goodsID: try params.int("goodsID"),
                    title: try params.string("title"), unitPrice: try params.int("unitPrice"),
                    quantity: try params.optionalInt("quantity") ?? 1)
            },
            .local("update", summary: "Sets a line's quantity (1...99)") { params in
                try facade.updateQuantity(
                    username: try params.string("username"), goodsID: try params.int("goodsID"),
                    quantity: try params.int("quantity"))
            },
            .local("remove", summary: "Removes one line; answers the cart after it") { params in
                let username = try params.string("username")
                try facade.remove(username: username, goodsID: try params.int("goodsID"))
                return try facade.contents(username: username)
            },
            .local("nativeClear", summary: "Empties a user's cart (checkout); answers the lines removed") { params in
                let username = try params.string("username")
                return CartClearing(username: username, removedLines: try facade.clear(username: username))
            },
            .remote("count", summary: "The number of units in a user's cart") { params in
                let username = try params.string("username")
                return CartCount(username: username, itemCount: try facade.itemCount(username: username))
            },
        ]
    }
}

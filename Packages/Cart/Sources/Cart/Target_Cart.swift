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

    /// The actions Cart answers.
    public var actions: [Action] {
        [
            .remote("show", summary: "A user's cart lines with line totals, item count and total") { params in
                Self.value(of: try facade.contents(username: try params.string("username")))
            },
            .local("add", summary: "Adds units of a goods (grows an existing line, at most 99)") { params in
                Self.value(
                    of: try facade.add(
                        username: try params.string("username"), goodsID: try params.int("goodsID"),
                        title: try params.string("title"), unitPrice: try params.int("unitPrice"),
                        quantity: try params.optionalInt("quantity") ?? 1))
            },
            .local("update", summary: "Sets a line's quantity (1...99)") { params in
                Self.value(
                    of: try facade.updateQuantity(
                        username: try params.string("username"), goodsID: try params.int("goodsID"),
                        quantity: try params.int("quantity")))
            },
            .local("remove", summary: "Removes one line") { params in
                let username = try params.string("username")
                let goodsID = try params.int("goodsID")
                try facade.remove(username: username, goodsID: goodsID)
                return ["username": .string(username), "goodsID": .int(goodsID), "removed": true]
            },
            .local("nativeClear", summary: "Empties a user's cart (checkout)") { params in
                let username = try params.string("username")
                let removed = try facade.clear(username: username)
                return ["username": .string(username), "removedLines": .int(removed)]
            },
            .remote("count", summary: "The number of units in a user's cart") { params in
                let username = try params.string("username")
                return ["username": .string(username), "itemCount": .int(try facade.itemCount(username: username))]
            },
        ]
    }

    static func value(of item: CartItem) -> MediatorValue {
        [
            "goodsID": .int(item.goodsID),
            "title": .string(item.title),
            "unitPrice": .int(item.unitPrice),
            "quantity": .int(item.quantity),
            "lineTotal": .int(item.lineTotal),
            "addedAt": .int(Int(item.addedAt.timeIntervalSince1970)),
        ]
    }

    static func value(of contents: CartContents) -> MediatorValue {
        [
            "username": .string(contents.username),
            "lines": .array(contents.items.map(value(of:))),
            "lineCount": .int(contents.items.count),
            "itemCount": .int(contents.itemCount),
            "total": .int(contents.total),
        ]
    }
}

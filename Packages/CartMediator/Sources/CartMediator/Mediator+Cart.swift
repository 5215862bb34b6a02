import Mediator

extension Mediator {
    /// Typed calls to the Cart component.
    public var cart: CartCalls { CartCalls(mediator: self) }
}

/// Typed calls to Cart: the only caller-side place that spells Cart's target and action names.
///
/// Cart's own failures arrive as `CartFailure`; other mediator failures as `MediatorError`.
public struct CartCalls: Sendable {
    let cart: ComponentClient<CartErrorCode>

    init(mediator: Mediator) {
        cart = ComponentClient(mediator, target: "Cart")
    }

    /// The user's cart with line totals, item count and total.
    public func show(username: String) throws -> CartSummary {
        try cart.call(action: "show", ["username": .string(username)])
    }

    /// Adds `quantity` units of a goods (an existing line grows; a line holds at most 99).
    ///
    /// - Returns: the line after the change.
    @discardableResult
    public func add(username: String, goodsID: Int, title: String, unitPrice: Int, quantity: Int = 1) throws
        -> CartLine
    {
        try cart.call(
            action: "add",
            [
                "username": .string(username), "goodsID": .int(goodsID), "title": .string(title),
                "unitPrice": .int(unitPrice), "quantity": .int(quantity),
            ])
    }

    /// Sets a line's quantity (1...99; use `remove` to drop a line).
    ///
    /// - Returns: the line after the change.
    @discardableResult
    public func update(username: String, goodsID: Int, quantity: Int) throws -> CartLine {
        try cart.call(
            action: "update", ["username": .string(username), "goodsID": .int(goodsID), "quantity": .int(quantity)])
    }

    /// Removes one line; throws `CartFailure` with `.lineNotFound` when there is none.
    ///
    /// - Returns: the cart after the change.
    @discardableResult
    public func remove(username: String, goodsID: Int) throws -> CartSummary {
        try cart.call(action: "remove", ["username": .string(username), "goodsID": .int(goodsID)])
    }

    /// Empties the user's cart and returns how many lines were removed.
    @discardableResult
    public func clear(username: String) throws -> Int {
        try cart.call(action: "nativeClear", ["username": .string(username)], as: CartClearing.self).removedLines
    }

    /// The number of units in the user's cart.
    public func count(username: String) throws -> Int {
        try cart.call(action: "count", ["username": .string(username)], as: CartCount.self).itemCount
    }
}

import Mediator

extension Mediator {
    /// Typed calls to the Cart component.
    public var cart: CartCalls { CartCalls(mediator: self) }
}

/// Typed calls to Cart: the only caller-side place that spells Cart's target and action names.
///
/// Cart's own failures arrive as `CartCallError`; other mediator failures as `MediatorError`.
public struct CartCalls: Sendable {
    let mediator: Mediator

    /// The user's cart with line totals, item count and total.
    public func show(username: String) throws -> CartSummary {
        let result = try call {
            try mediator.perform(target: "Cart", action: "show", params: ["username": .string(username)])
        }
        return try CartSummary(decoding: result)
    }

    /// Adds `quantity` units of a goods (an existing line grows; a line holds at most 99).
    ///
    /// - Returns: the line after the change.
    @discardableResult
    public func add(username: String, goodsID: Int, title: String, unitPrice: Int, quantity: Int = 1) throws
        -> CartLine
    {
        let params: Params = [
            "username": .string(username), "goodsID": .int(goodsID), "title": .string(title),
            "unitPrice": .int(unitPrice), "quantity": .int(quantity),
        ]
        return try CartLine(decoding: call { try mediator.perform(target: "Cart", action: "add", params: params) })
    }

    /// Sets a line's quantity (1...99; use `remove` to drop a line).
    ///
    /// - Returns: the line after the change.
    @discardableResult
    public func update(username: String, goodsID: Int, quantity: Int) throws -> CartLine {
        let params: Params = ["username": .string(username), "goodsID": .int(goodsID), "quantity": .int(quantity)]
        return try CartLine(decoding: call { try mediator.perform(target: "Cart", action: "update", params: params) })
    }

    /// Removes one line; throws `CartCallError.lineNotFound` when there is none.
    public func remove(username: String, goodsID: Int) throws {
        let params: Params = ["username": .string(username), "goodsID": .int(goodsID)]
        _ = try call { try mediator.perform(target: "Cart", action: "remove", params: params) }
    }

    /// Empties the user's cart and returns how many lines were removed.
    @discardableResult
    public func clear(username: String) throws -> Int {
        let result = try call {
            try mediator.perform(target: "Cart", action: "nativeClear", params: ["username": .string(username)])
        }
        return try ResultReader(result, label: "clear result", error: CartCallError.malformedResult).int("removedLines")
    }

    /// The number of units in the user's cart.
    public func count(username: String) throws -> Int {
        let result = try call {
            try mediator.perform(target: "Cart", action: "count", params: ["username": .string(username)])
        }
        return try ResultReader(result, label: "count result", error: CartCallError.malformedResult).int("itemCount")
    }

    private func call(_ body: () throws -> MediatorValue) throws -> MediatorValue {
        do {
            return try body()
        } catch {
            throw CartCallError.mapping(error)
        }
    }
}

import Mediator
import PaymentMediator

extension Mediator {
    /// Typed calls into the Order component.
    public var order: OrderCalls { OrderCalls(mediator: self) }
}

/// Typed calls into Order: the only caller-side place that spells Order's target and action names.
///
/// Order's own failures arrive as `OrderFailure`; every other failure as `MediatorError` with its
/// code and kind, including those of components Order calls (e.g. Goods' `insufficientStock` at
/// checkout, kind `refused`).
public struct OrderCalls: Sendable {
    let order: ComponentClient<OrderErrorCode>

    init(mediator: Mediator) {
        order = ComponentClient(mediator, target: "Order")
    }

    /// Turns the user's cart into an order awaiting payment (all or nothing).
    public func checkout(username: String) throws -> OrderSummary {
        try order.call(action: "checkout", ["username": .string(username)])
    }

    /// Pays an order awaiting payment with the wallet or a card.
    ///
    /// Sends the method as the params `method` (`wallet` or `card`) and, for a card, `cardNumber` and
    /// `expiry`. A declined payment is `paymentDeclined`; the order stays pending and can be paid again.
    public func pay(username: String, id: Int, method: PaymentMethod) throws -> OrderSummary {
        var params: Params = [
            "username": .string(username), "id": .int(id), "method": .string(method.channel.rawValue),
        ]
        if case .card(let number, let expiry) = method {
            params["cardNumber"] = .string(number)
            params["expiry"] = .string(expiry)
        }
        return try order.call(action: "pay", params)
    }

    /// Cancels an order that has not shipped (refunding it if paid, giving its stock back).
    public func cancel(username: String, id: Int) throws -> OrderSummary {
        try order.call(action: "cancel", ["username": .string(username), "id": .int(id)])
    }

    /// Marks a paid order shipped: any order (a staff action), or only `username`'s when given.
    public func ship(username: String? = nil, id: Int) throws -> OrderSummary {
        try order.call(action: "ship", Self.params(username, id))
    }

    /// Marks a shipped order delivered: any order (a staff action), or only `username`'s when given.
    public func deliver(username: String? = nil, id: Int) throws -> OrderSummary {
        try order.call(action: "deliver", Self.params(username, id))
    }

    /// The user's orders, newest first.
    public func list(username: String) throws -> [OrderSummary] {
        try order.call(action: "list", ["username": .string(username)], as: OrderList.self).orders
    }

    /// One of the user's orders with its lines and history (also remote-callable).
    public func show(username: String, id: Int) throws -> OrderSummary {
        try order.call(action: "show", ["username": .string(username), "id": .int(id)])
    }

    /// Checks every order, payment, wallet, points line and stock count against the money invariants.
    public func audit() throws -> OrderAudit {
        try order.call(action: "audit")
    }

    private static func params(_ username: String?, _ id: Int) -> Params {
        var params: Params = ["id": .int(id)]
        if let username { params["username"] = .string(username) }
        return params
    }
}

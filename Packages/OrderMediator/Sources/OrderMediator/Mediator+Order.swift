import Mediator

extension Mediator {
    /// Typed calls into the Order component.
    public var order: OrderCalls { OrderCalls(mediator: self) }
}

/// Order's calls for its callers: the only caller-side place with Order's target and action names.
public struct OrderCalls: Sendable {
    let mediator: Mediator

    /// Turns the user's cart into an order awaiting payment (all or nothing).
    public func checkout(username: String) throws -> OrderSummary {
        try decode(mediator.perform(target: "Order", action: "checkout", params: ["username": .string(username)]))
    }

    /// Pays an order by wallet or card.
    public func pay(username: String, id: Int, method: OrderPaymentMethod) throws -> OrderSummary {
        // The chained form reads well when the params depend on the case.
        let call = mediator.call(target: "Order", action: "pay").with(["username": .string(username), "id": .int(id)])
        switch method {
        case .wallet:
            return try decode(call.with("method", "wallet").perform())
        case .card(let number, let expiry):
            return try decode(
                call.with("method", "card").with("cardNumber", .string(number)).with("expiry", .string(expiry))
                    .perform())
        }
    }

    /// Cancels an order that has not shipped (refunding it if paid).
    public func cancel(username: String, id: Int) throws -> OrderSummary {
        try decode(mediator.perform(target: "Order", action: "cancel", params: Self.params(username, id)))
    }

    /// Marks a paid order shipped: any order (a staff action), or only `username`'s when given.
    public func ship(username: String? = nil, id: Int) throws -> OrderSummary {
        var params: Params = ["id": .int(id)]
        if let username { params["username"] = .string(username) }
        return try decode(mediator.perform(target: "Order", action: "ship", params: params))
    }

    /// Marks a shipped order delivered: any order (a staff action), or only `username`'s when given.
    public func deliver(username: String? = nil, id: Int) throws -> OrderSummary {
        var params: Params = ["id": .int(id)]
        if let username { params["username"] = .string(username) }
        return try decode(mediator.perform(target: "Order", action: "deliver", params: params))
    }

    /// The user's orders, newest first.
    public func list(username: String) throws -> [OrderSummary] {
        let value = try mapped {
            try mediator.perform(target: "Order", action: "list", params: ["username": .string(username)])
        }
        guard case .array(let orders)? = value["orders"] else {
            throw OrderCallError.malformedResult("list: expected {orders: [...]}")
        }
        return try orders.map(Self.summary)
    }

    /// One of the user's orders with its lines and history.
    public func show(username: String, id: Int) throws -> OrderSummary {
        try decode(mediator.perform(target: "Order", action: "show", params: Self.params(username, id)))
    }

    /// Checks every order, payment, wallet, points line and stock count against the money invariants.
    public func audit() throws -> OrderAuditReport {
        try OrderAuditReport(decoding: mapped { try mediator.perform(target: "Order", action: "audit") })
    }

    private func decode(_ call: @autoclosure () throws -> MediatorValue) throws -> OrderSummary {
        try Self.summary(try mapped(call))
    }

    private func mapped(_ call: () throws -> MediatorValue) throws -> MediatorValue {
        do {
            return try call()
        } catch {
            throw OrderCallError.map(error)
        }
    }

    private static func summary(_ value: MediatorValue) throws -> OrderSummary {
        do {
            return try OrderSummary(decoding: value)
        } catch let error as MediatorError {
            throw OrderCallError.malformedResult(error.description)
        }
    }

    private static func params(_ username: String, _ id: Int) -> Params {
        ["username": .string(username), "id": .int(id)]
    }
}

/// How an order is paid.
public enum OrderPaymentMethod: Sendable, Equatable {
    /// From the wallet balance.
    case wallet
    /// By card: number and `MM/YY` expiry.
    case card(number: String, expiry: String)
}

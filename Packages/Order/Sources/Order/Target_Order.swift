import Mediator
import Storage

/// Order's Target-Action adapter: the only place that knows Order's action names.
///
/// Public, like every target: the runtime finds it by name only, and a release build drops an
/// internal type that nothing in its module references.
public struct Target_Order: MediatorTarget {
    let facade: OrderFacade

    /// Creates the target from the services in the mediator's context.
    public init(mediator: Mediator) throws {
        facade = try OrderFacade(
            storage: try mediator.context.require(StorageFacade.self), clock: mediator.context.clock,
            collaborators: .through(mediator))
    }

    /// The actions this target answers.
    public var actions: [Action] {
        [
            .local("checkout", summary: "Turn the user's cart into an order (username)") { params in
                try facade.checkout(username: try params.string("username")).value
            },
            .local("pay", summary: "Pay an order (username, id, method wallet|card, cardNumber, expiry)") { params in
                try facade.pay(
                    username: try params.string("username"), id: try params.int("id"), method: try Self.method(params)
                ).value
            },
            .local("cancel", summary: "Cancel an unshipped order; refunds if paid (username, id)") { params in
                try facade.cancel(username: try params.string("username"), id: try params.int("id")).value
            },
            .local("ship", summary: "Mark a paid order shipped (id; username to require that owner)") { params in
                try facade.ship(username: try params.optionalString("username"), id: try params.int("id")).value
            },
            .local("deliver", summary: "Mark a shipped order delivered (id; username to require that owner)") {
                params in
                try facade.deliver(username: try params.optionalString("username"), id: try params.int("id")).value
            },
            .local("list", summary: "The user's orders, newest first (username)") { params in
                .object(["orders": .array(try facade.orders(username: try params.string("username")).map(\.value))])
            },
            .local(
                "audit", summary: "Checks every order, payment, wallet, points line and stock count (money invariants)"
            ) {
                _ in
                let audit = try facade.audit()
                return .object([
                    "orders": .int(audit.orders), "payments": .int(audit.payments),
                    "unreconciledGoods": .array(audit.unreconciledGoods.map(MediatorValue.int)),
                    "violations": .array(
                        audit.violations.map { violation in
                            var fields: [String: MediatorValue] = [
                                "rule": .string(violation.rule.rawValue), "message": .string(violation.message),
                            ]
                            if let id = violation.orderID { fields["orderID"] = .int(id) }
                            if let id = violation.paymentID { fields["paymentID"] = .int(id) }
                            if let name = violation.username { fields["username"] = .string(name) }
                            if let id = violation.goodsID { fields["goodsID"] = .int(id) }
                            return .object(fields)
                        }),
                ])
            },
            .remote("show", summary: "One order with lines and history (username, id)") { params in
                try facade.order(username: try params.string("username"), id: try params.int("id")).value
            },
        ]
    }

    static func method(_ params: Params) throws -> OrderCollaborators.PaymentChoice {
        switch try params.string("method") {
        case "wallet":
            return .wallet
        case "card":
            return .card(number: try params.string("cardNumber"), expiry: try params.string("expiry"))
        case let other:
            throw MediatorError.invalidParameter(
                key: "method", expected: "wallet or card", actual: "String \"\(other)\"")
        }
    }
}

extension OrderRecord {
    /// The de-modelled form callers receive.
    var value: MediatorValue {
        .object([
            "id": .int(id), "username": .string(username), "status": .string(status.rawValue),
            "subtotal": .int(subtotal), "discountPercent": .int(discountPercent), "discount": .int(discount),
            "total": .int(total), "paymentID": paymentID.map(MediatorValue.int) ?? .null, "createdAt": .int(createdAt),
            "reference": .string(reference),
            "lines": .array(
                lines.map {
                    [
                        "goodsID": .int($0.goodsID), "title": .string($0.title), "unitPrice": .int($0.unitPrice),
                        "quantity": .int($0.quantity), "lineTotal": .int($0.lineTotal),
                    ]
                }),
            "history": .array(
                history.map {
                    [
                        "from": $0.from.map { .string($0.rawValue) } ?? .null, "to": .string($0.to.rawValue),
                        "at": .int($0.at),
                    ]
                }),
        ])
    }
}

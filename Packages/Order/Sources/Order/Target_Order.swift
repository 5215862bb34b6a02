import Mediator
import OrderMediator
import PaymentMediator
import Storage

/// Order's Target-Action adapter: the only place that knows Order's action names.
///
/// Public, like every target: the runtime finds it by name only, and a release build drops an
/// internal type that nothing in its module references. Results are `OrderMediator`'s wire types.
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
                try facade.checkout(username: try params.string("username"))
            },
            .local("pay", summary: "Pay an order (username, id, method wallet|card, cardNumber, expiry)") { params in
                try facade.pay(
                    username: try params.string("username"), id: try params.int("id"), method: try Self.method(params))
            },
            .local("cancel", summary: "Cancel an unshipped order; refunds if paid (username, id)") { params in
                try facade.cancel(username: try params.string("username"), id: try params.int("id"))
            },
            .local("ship", summary: "Mark a paid order shipped (id; username to require that owner)") { params in
                try facade.ship(username: try params.optionalString("username"), id: try params.int("id"))
            },
            .local("deliver", summary: "Mark a shipped order delivered (id; username to require that owner)") {
                params in
                try facade.deliver(username: try params.optionalString("username"), id: try params.int("id"))
            },
            .local("list", summary: "The user's orders, newest first (username)") { params in
                OrderList(orders: try facade.orders(username: try params.string("username")))
            },
            .local(
                "audit", summary: "Checks every order, payment, wallet, points line and stock count (money invariants)"
            ) { _ in
                try facade.audit()
            },
            .remote("show", summary: "One order with lines and history (username, id)") { params in
                try facade.order(username: try params.string("username"), id: try params.int("id"))
            },
        ]
    }

    static func method(_ params: Params) throws -> PaymentMethod {
        switch try params.string("method") {
        case PaymentChannel.wallet.rawValue:
            return .wallet
        case PaymentChannel.card.rawValue:
            return .card(number: try params.string("cardNumber"), expiry: try params.string("expiry"))
        case let other:
            throw MediatorError.invalidParameter(
                key: "method", expected: "wallet or card", actual: "String \"\(other)\"")
        }
    }
}

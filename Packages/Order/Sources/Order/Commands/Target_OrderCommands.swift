import CommandKit
import ComponentCommands
import Mediator
import OrderMediator

/// Order's command-line screens: `order` and `pay`; it completes the logged-in user's order ids.
///
/// Needs nothing from the context, so an app reads it before it launches anything (see
/// `TargetNaming.commands`).
public struct Target_OrderCommands: MediatorTarget {
    public init(mediator: Mediator) {}

    /// `nativeCommands`, local only: the catalog below.
    public var actions: [Action] { [.commands { Self.catalog }] }

    /// Order's groups, commands and completions.
    static let catalog = CommandCatalog(
        groups: [CommandFamily("order", summary: "Check out your cart and follow your orders")],
        commands: OrderCommands.commands,
        completions: [
            "order-id": { context in
                guard let user = try context.session() else { return [] }
                return try context.mediator.order.list(username: user).map {
                    (String($0.id), "\($0.status.rawValue), \(Money.format($0.total))")
                }
            }
        ],
        views: ["show": CommandCatalog.view(OrderSummary.self) { OrderCommands.text($0) }],
        checks: [OrderCommands.moneyCheck])
}

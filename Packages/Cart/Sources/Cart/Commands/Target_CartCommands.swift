import CommandKit
import ComponentCommands
import CartMediator
import Mediator

/// Cart's command-line screens: `cart` (its `add` is Goods', which shows the item it adds).
///
/// Needs nothing from the context, so an app reads it before it launches anything (see
/// `TargetNaming.commands`).
public struct Target_CartCommands: MediatorTarget {
    public init(mediator: Mediator) {}

    /// `nativeCommands`, local only: the catalog below.
    public var actions: [Action] { [.commands { Self.catalog }] }

    /// Cart's groups, commands and completions.
    static let catalog = CommandCatalog(
        groups: [CommandFamily("cart", summary: "Your cart: lines, quantities and totals")],
        commands: CartCommands.commands,
        views: ["show": CommandCatalog.view(CartSummary.self, CartCommands.text)])
}

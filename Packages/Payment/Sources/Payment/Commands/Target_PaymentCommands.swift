import CommandKit
import ComponentCommands
import Mediator

/// Payment's command-line screens: `wallet`.
///
/// Needs nothing from the context, so an app reads it before it launches anything (see
/// `TargetNaming.commands`).
public struct Target_PaymentCommands: MediatorTarget {
    public init(mediator: Mediator) {}

    /// `nativeCommands`, local only: the catalog below.
    public var actions: [Action] { [.commands { Self.catalog }] }

    /// Payment's groups, commands and completions.
    static let catalog = CommandCatalog(
        groups: [CommandFamily("wallet", summary: "Your wallet: top up, balance, test cards")],
        commands: WalletCommands.commands)
}

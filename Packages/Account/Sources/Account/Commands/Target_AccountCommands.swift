import AccountMediator
import CommandKit
import ComponentCommands
import Mediator

/// Account's command-line screens: `account` (anyone) and `staff` (the operator's).
///
/// Needs nothing from the context, so an app reads it before it launches anything (see
/// `TargetNaming.commands`).
public struct Target_AccountCommands: MediatorTarget {
    public init(mediator: Mediator) {}

    /// `nativeCommands`, local only: the catalog below.
    public var actions: [Action] { [.commands { Self.catalog }] }

    /// Account's groups, commands and completions.
    static let catalog = CommandCatalog(
        groups: [
            CommandFamily("account", summary: "Register, log in and out, change your password"),
            CommandFamily("staff", summary: "Operator: who may ship and deliver orders"),
        ],
        operatorGroups: ["staff"],
        commands: AccountCommands.commands + StaffCommands.commands,
        views: [
            "currentUser": CommandCatalog.view(AccountCurrentUser.self) { TerminalText($0.username ?? "not logged in") }
        ])
}

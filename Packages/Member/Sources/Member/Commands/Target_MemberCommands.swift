import CommandKit
import ComponentCommands
import Mediator
import MemberMediator

/// Member's command-line screens: `member`.
///
/// Needs nothing from the context, so an app reads it before it launches anything (see
/// `TargetNaming.commands`).
public struct Target_MemberCommands: MediatorTarget {
    public init(mediator: Mediator) {}

    /// `nativeCommands`, local only: the catalog below.
    public var actions: [Action] { [.commands { Self.catalog }] }

    /// Member's groups, commands and completions.
    static let catalog = CommandCatalog(
        groups: [CommandFamily("member", summary: "Your membership: points, level and discount")],
        commands: MemberCommands.commands,
        views: ["show": CommandCatalog.view(MemberStatus.self, MemberCommands.text)])
}

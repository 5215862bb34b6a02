import CommandKit
import ComponentCommands
import Mediator

/// Tracking's command-line screens: `tracking`, the operator's (it reads every account's calls).
///
/// Needs nothing from the context, so an app reads it before it launches anything (see
/// `TargetNaming.commands`).
public struct Target_TrackingCommands: MediatorTarget {
    public init(mediator: Mediator) {}

    /// `nativeCommands`, local only: the catalog below.
    public var actions: [Action] { [.commands { Self.catalog }] }

    /// Tracking's groups, commands and completions.
    static let catalog = CommandCatalog(
        groups: [
            CommandFamily("tracking", summary: "What the components were asked to do, and how fast they answered")
        ],
        operatorGroups: ["tracking"],
        commands: TrackingCommands.commands)
}

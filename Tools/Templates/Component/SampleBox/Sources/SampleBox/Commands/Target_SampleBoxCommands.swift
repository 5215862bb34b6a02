import CommandKit
import ComponentCommands
import Mediator

/// SampleBox's command-line screens: `samplebox`.
///
/// Needs nothing from the context, so an app reads it before it launches anything (see
/// `TargetNaming.commands`).
public struct Target_SampleBoxCommands: MediatorTarget {
    /// Creates the target; it reads nothing from `mediator`.
    public init(mediator: Mediator) {}

    /// `nativeCommands`, local only: the catalog below.
    public var actions: [Action] { [.commands { Self.catalog }] }

    /// SampleBox's group and commands.
    static let catalog = CommandCatalog(
        groups: [CommandFamily("samplebox", summary: "SampleBox: ping it through its interface")],
        commands: SampleBoxCommands.commands)
}

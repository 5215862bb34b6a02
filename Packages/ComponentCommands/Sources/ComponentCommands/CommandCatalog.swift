import CommandKit
import Mediator

/// Everything a component shows on a command line: its groups, its commands, and the values its
/// arguments complete with. Its commands target answers it (see `TargetNaming.commands`).
public struct CommandCatalog: Sendable {
    /// One candidate a completion script offers: the value, and a few words about it.
    public typealias Candidate = (value: String, description: String)
    /// Lists the candidates of one kind from the app as it is (nothing is launched or created).
    public typealias Completion = @Sendable (CommandContext) throws -> [Candidate]
    /// Shows one remote action's answer as the component's commands show it (`shop open` prints it).
    public typealias View = @Sendable (MediatorValue) throws -> TerminalText

    /// The component whose commands target answered this catalog (set by `load`).
    public internal(set) var component = ""
    /// The group words this component owns, with their summaries, in the order help lists them.
    public let groups: [CommandFamily]
    /// Groups for the app's operator only: a session the app gives its customers refuses them.
    public let operatorGroups: Set<String>
    /// The commands, in the order help lists them within their group.
    public let commands: [any ComponentCommand.Type]
    /// The candidates for each completion kind its arguments name (`ValueType.id(completing:)`).
    public let completions: [String: Completion]
    /// How to show the answer of each remote action, by action name (a state variant such as
    /// `show@member` is shown as `show`); an action without one is shown as JSON.
    public let views: [String: View]
    /// What the component adds to the app's health report, in order.
    public let checks: [HealthCheck]

    /// A catalog; every group in `operatorGroups` must be one of `groups`.
    public init(
        groups: [CommandFamily], operatorGroups: Set<String> = [], commands: [any ComponentCommand.Type],
        completions: [String: Completion] = [:], views: [String: View] = [:], checks: [HealthCheck] = []
    ) {
        precondition(
            operatorGroups.isSubset(of: groups.map(\.name)), "operator groups \(operatorGroups) must be declared")
        self.groups = groups
        self.operatorGroups = operatorGroups
        self.commands = commands
        self.completions = completions
        self.views = views
        self.checks = checks
    }

    /// A view that reads the answer as its wire type `T`, as a typed call would.
    public static func view<T: Decodable & Sendable>(
        _ type: T.Type, _ show: @escaping @Sendable (T) -> TerminalText
    ) -> View {
        { value in show(try value.decode(T.self)) }
    }
}

extension TargetNaming {
    /// Where a component's commands are found: `<Name>.Target_<Name>Commands`, a target that needs
    /// nothing from the context, so an app can read every command line before it launches anything.
    /// Its one action, `nativeCommands`, is local only and answers the component's `CommandCatalog`.
    /// Like any target it may be a struct, a final class or an enum.
    public static let commands = TargetNaming { target, _ in "\(target).Target_\(target)Commands" }
}

extension Action {
    /// The commands target's one action: `nativeCommands`, local only, answering `catalog`.
    public static func commands(_ catalog: @escaping @Sendable () -> CommandCatalog) -> Action {
        .local("nativeCommands", summary: "The component's command-line screens (local only)") { _ in catalog() }
    }
}

extension CommandCatalog {
    /// The catalogs of `components`, in that order, asked of their commands targets through a
    /// mediator of their own: nothing is launched. Every business component has a commands target
    /// (one without screens answers an empty catalog), so a missing one is a build defect, reported
    /// with the type name looked for, never an "unknown command" later.
    ///
    /// - Throws: `CommandError.environment` naming the component and the type when a commands target
    ///   is missing, fails, or answers something that is not a catalog.
    public static func load(_ components: [String]) throws -> [CommandCatalog] {
        let screens = Mediator(naming: .commands)
        return try components.map { name in
            let typeName = TargetNaming.commands.typeName(name, nil)
            let answer: any Sendable
            do {
                answer = try screens.result(target: name, action: "nativeCommands", cache: false)
            } catch MediatorError.targetNotFound {
                throw CommandError.environment(
                    "component \(name) is registered, but its commands target \(typeName) was not found: declare "
                        + "it public (struct, final class or enum) in the \(name) module, and link the \(name) "
                        + "product into the app (a component without screens answers an empty CommandCatalog)")
            } catch {
                throw CommandError.environment("component \(name)'s commands target \(typeName) failed: \(error)")
            }
            guard var catalog = answer as? CommandCatalog else {
                throw CommandError.environment(
                    "component \(name)'s commands target \(typeName) answered \(type(of: answer)), not a CommandCatalog"
                )
            }
            catalog.component = name
            return catalog
        }
    }
}

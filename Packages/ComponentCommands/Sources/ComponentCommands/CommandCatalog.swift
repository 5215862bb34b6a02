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
    public let groups: [CommandGroup]
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
        groups: [CommandGroup], operatorGroups: Set<String> = [], commands: [any ComponentCommand.Type],
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
    public static func view<T: Decodable>(_ type: T.Type, _ show: @escaping @Sendable (T) -> TerminalText) -> View {
        { value in show(try value.decode(T.self)) }
    }
}

extension TargetNaming {
    /// Where a component's commands are found: `<Name>.Target_<Name>Commands`, a target that needs
    /// nothing from the context, so an app can read every command line before it launches anything.
    /// Its one action, `nativeCommands`, is local only and answers the component's `CommandCatalog`.
    ///
    /// A commands target is a struct, so the name is the struct's mangled name and the runtime is
    /// asked once per component: a component without commands costs one failed lookup, not three
    /// (the runtime scans every loaded type for a name it cannot find; `shop --help` reads all).
    public static let commands = TargetNaming { target, _ in
        let type = "Target_\(target)Commands"
        return "\(target.utf8.count)\(target)\(type.utf8.count)\(type)V"
    }
}

extension Action {
    /// The commands target's one action: `nativeCommands`, local only, answering `catalog`.
    public static func commands(_ catalog: @escaping @Sendable () -> CommandCatalog) -> Action {
        .local("nativeCommands", summary: "The component's command-line screens (local only)") { _ in catalog() }
    }
}

extension CommandCatalog {
    /// The catalogs of `components`, in that order, asked of their commands targets through a
    /// mediator of their own: nothing is launched, and a component without commands adds nothing.
    ///
    /// - Throws: `MediatorError` when a commands target fails, or answers something that is not a catalog.
    public static func load(_ components: [String]) throws -> [CommandCatalog] {
        let screens = Mediator(naming: .commands)
        return try components.compactMap { name in
            let answer: any Sendable
            do {
                answer = try screens.result(target: name, action: "nativeCommands", cache: false)
            } catch MediatorError.targetNotFound {
                return nil
            }
            guard var catalog = answer as? CommandCatalog else {
                throw MediatorError.malformedResult(
                    target: name, action: "nativeCommands", path: "",
                    reason: "expected CommandCatalog, got \(type(of: answer))")
            }
            catalog.component = name
            return catalog
        }
    }
}

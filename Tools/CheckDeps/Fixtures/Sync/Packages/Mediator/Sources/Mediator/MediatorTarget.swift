/// A component's target: the actions it answers.
public protocol MediatorTarget {
    /// The declared actions.
    var actions: [Action] { get }
}

/// One declared action.
public struct Action: Sendable {
    /// The action name.
    public let name: String
    /// Whether remote callers may use it.
    public let isRemote: Bool

    /// A local-only action.
    public static func local(_ name: String) -> Action { Action(name: name, isRemote: false) }
    /// A remote-callable action.
    public static func remote(_ name: String) -> Action { Action(name: name, isRemote: true) }
}

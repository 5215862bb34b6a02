/// One declared action.
public struct Action: Sendable {
    /// The action name.
    public let name: String

    /// A local-only action.
    public static func local(_ name: String) -> Action { Action(name: name) }
}

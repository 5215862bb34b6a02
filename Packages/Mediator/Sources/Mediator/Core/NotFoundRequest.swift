/// A call that found no action (or no target), as seen by a not-found handler.
public struct NotFoundRequest: Sendable {
    /// The target name the caller asked for.
    public let target: String
    /// The action name the caller asked for.
    public let action: String
    /// The caller's params.
    public let params: Params
    /// The entry the call came through; remote and local not-found are handled separately.
    public let entry: Entry
    /// Whether the target itself was missing (else only the action was).
    public let targetMissing: Bool
}

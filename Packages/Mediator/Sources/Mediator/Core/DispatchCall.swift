/// A dispatch as middleware sees it, after rewrites and state variants were applied.
public struct DispatchCall: Sendable {
    /// The target that runs.
    public let target: String
    /// The action that runs.
    public let action: String
    /// The caller's params.
    public let params: Params
    /// The entry the call came through.
    public let entry: Entry
}

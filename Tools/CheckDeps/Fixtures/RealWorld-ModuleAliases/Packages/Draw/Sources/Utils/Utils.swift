/// A tool from Draw's Utils module.
public struct Tool: Sendable {
    /// Creates a tool.
    public init() {}
}

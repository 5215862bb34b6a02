/// A module that clients load under the alias `Ext`.
public struct Plugin: Sendable {
    /// Creates a plugin.
    public init() {}
}

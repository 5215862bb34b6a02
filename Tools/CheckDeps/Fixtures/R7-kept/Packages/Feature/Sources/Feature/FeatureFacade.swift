import Core

/// The public face of Feature.
public struct FeatureFacade: Sendable {
    /// Creates the facade.
    public init() {}
}

/// The public face of Extra.
public struct ExtraFacade: Sendable {
    /// Creates the facade.
    public init() {}
}

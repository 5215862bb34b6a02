/// The public face of Core.
public struct CoreFacade: Sendable {
    /// Creates the facade.
    public init() {}
}

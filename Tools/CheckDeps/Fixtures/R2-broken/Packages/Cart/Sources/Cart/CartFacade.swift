import Mediator

/// The public face of Cart.
public struct CartFacade: Sendable {
    /// Creates the facade.
    public init() {}
}

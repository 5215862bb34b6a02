import Mediator
import Storage

/// The public face of Cart.
public struct CartFacade: Sendable {
    /// Creates the facade.
    public init() {}
}

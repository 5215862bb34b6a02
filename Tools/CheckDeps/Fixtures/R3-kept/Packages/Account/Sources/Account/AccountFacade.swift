import Mediator

/// The public face of Account.
public struct AccountFacade: Sendable {
    /// Creates the facade.
    public init() {}
}

import Mediator

/// The public face of Networking.
public struct NetworkingFacade: Sendable {
    /// Creates the facade.
    public init() {}
}

import Mediator

/// Rows by key.
public struct StorageFacade: Sendable {
    /// Creates the facade.
    public init() {}
}

import Mediator

/// The public face of Goods.
public struct GoodsFacade: Sendable {
    /// Creates the facade.
    public init() {}
}

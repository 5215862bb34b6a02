import Cart
import Mediator

/// The public face of Goods; it still calls Cart directly.
public struct GoodsFacade: Sendable {
    let cart = CartFacade()

    /// Creates the facade.
    public init() {}
}

import Mediator
import GoodsMediator
import CartMediator
import AccountMediator

/// The public face of Order.
public struct OrderFacade: Sendable {
    /// Creates the facade.
    public init() {}
}

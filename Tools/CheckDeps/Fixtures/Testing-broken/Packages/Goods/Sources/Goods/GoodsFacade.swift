import Mediator
import MediatorTesting

/// The public face of Goods (wrongly holding a test stand-in).
public struct GoodsFacade: Sendable {
    let stand = ScriptedComponent()
    /// Creates the facade.
    public init() {}
}

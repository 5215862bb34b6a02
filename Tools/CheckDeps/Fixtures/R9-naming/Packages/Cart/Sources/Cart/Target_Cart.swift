import Mediator

/// Adapts mediator calls to the cart.
public final class Target_Cart: MediatorTarget {
    public let actions: [Action] = [.local("add")]
}

/// A helper that is no target, whatever it is called.
struct Target_CartHelper {}

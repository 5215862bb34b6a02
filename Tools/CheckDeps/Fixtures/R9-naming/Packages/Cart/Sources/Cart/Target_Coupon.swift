import Mediator

/// In the wrong module: the mediator looks for Coupon.Target_Coupon, never Cart.Target_Coupon.
public final class Target_Coupon: Mediator.MediatorTarget {
    public let actions: [Action] = [.local("redeem")]
}

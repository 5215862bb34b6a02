import Mediator

/// Adapts mediator calls to the coupon book.
public struct Target_Coupon: MediatorTarget {
    public let actions: [Action] = [.local("redeem")]
}

/// A factory variant: found as Coupon.Target_Coupon_beta.
public enum Target_Coupon_beta: MediatorTarget {
    public var actions: [Action] { [.local("redeem")] }
}

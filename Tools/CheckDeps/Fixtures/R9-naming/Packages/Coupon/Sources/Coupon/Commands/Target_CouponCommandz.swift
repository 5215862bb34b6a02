import Mediator

/// Misspelled: the app looks for Coupon.Target_CouponCommands and never finds this.
public struct Target_CouponCommandz: MediatorTarget {
    public let actions: [Action] = [.local("nativeCommands")]
}

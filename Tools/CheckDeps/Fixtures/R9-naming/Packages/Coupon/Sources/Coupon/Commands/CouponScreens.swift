/// The coupon command lines.
enum CouponScreens {
    static let names = ["list", "redeem"]
}

/// Member's earning rule, part of its interface so that Member and whoever reconciles points use one
/// definition: a payment earns one point per whole currency unit while it stands.
public enum MemberPoints {
    /// The points a payment of `amount` minor units earns: `amount / 100`, never negative.
    public static func earned(byAmount amount: Int) -> Int { max(0, amount) / 100 }
}

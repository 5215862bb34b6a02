/// The member levels, earned by lifetime points; each gives a checkout discount.
///
/// | level  | lifetime points | discount |
/// |--------|-----------------|----------|
/// | bronze | 0+              | 0%       |
/// | silver | 500+            | 5%       |
/// | gold   | 2000+           | 10%      |
public enum MemberLevel: String, Sendable, CaseIterable, Comparable {
    /// Every member starts here.
    case bronze
    /// From 500 lifetime points.
    case silver
    /// From 2000 lifetime points.
    case gold

    /// The lifetime points at which this level starts.
    public var threshold: Int {
        switch self {
        case .bronze: return 0
        case .silver: return 500
        case .gold: return 2000
        }
    }

    /// The discount this level gives, in percent.
    public var discountPercent: Int {
        switch self {
        case .bronze: return 0
        case .silver: return 5
        case .gold: return 10
        }
    }

    /// The level above this one, or `nil` at the top.
    public var next: MemberLevel? {
        let all = MemberLevel.allCases
        guard let index = all.firstIndex(of: self), index + 1 < all.count else { return nil }
        return all[index + 1]
    }

    /// The highest level whose threshold `points` reaches (bronze for anything below 500).
    public init(points: Int) {
        self = MemberLevel.allCases.last { points >= $0.threshold } ?? .bronze
    }

    /// Orders levels from bronze up to gold.
    public static func < (lhs: MemberLevel, rhs: MemberLevel) -> Bool { lhs.threshold < rhs.threshold }
}

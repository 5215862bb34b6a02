import MemberMediator

/// Member's level table: the lifetime points each level starts at and the discount it gives.
///
/// | level  | lifetime points | discount |
/// |--------|-----------------|----------|
/// | bronze | 0+              | 0%       |
/// | silver | 500+            | 5%       |
/// | gold   | 2000+           | 10%      |
///
/// Kept here, not in `MemberMediator`: callers read the level and discount a member has reached;
/// the rule that decides them is Member's to change.
extension MemberLevel {
    /// The lifetime points at which this level starts.
    var threshold: Int {
        switch self {
        case .bronze: return 0
        case .silver: return 500
        case .gold: return 2000
        }
    }

    /// The discount this level gives, in percent.
    var discountPercent: Int {
        switch self {
        case .bronze: return 0
        case .silver: return 5
        case .gold: return 10
        }
    }

    /// The level above this one, or `nil` at the top.
    var next: MemberLevel? {
        let all = MemberLevel.allCases
        guard let index = all.firstIndex(of: self), index + 1 < all.count else { return nil }
        return all[index + 1]
    }

    /// The highest level whose threshold `points` reaches (bronze for anything below 500).
    init(points: Int) {
        self = MemberLevel.allCases.last { points >= $0.threshold } ?? .bronze
    }
}

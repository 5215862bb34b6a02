/// A member's points, level and discount, and how far the next level is.
public struct MemberStatus: Sendable, Equatable {
    /// The (normalised) username.
    public let username: String
    /// Lifetime points: awards minus reversals, never below 0.
    public let points: Int
    /// The level those points reach.
    public let level: MemberLevel

    /// Creates a status for `points`.
    public init(username: String, points: Int) {
        self.username = username
        self.points = points
        self.level = MemberLevel(points: points)
    }

    /// The discount the level gives, in percent.
    public var discountPercent: Int { level.discountPercent }

    /// The next level, or `nil` at the top.
    public var nextLevel: MemberLevel? { level.next }

    /// Points still needed for the next level, or `nil` at the top.
    public var pointsToNextLevel: Int? { nextLevel.map { $0.threshold - points } }
}

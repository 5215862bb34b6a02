/// A member's points, level and discount, and how far the next level is (Member's `show`).
///
/// At the top level `nextLevel` and `pointsToNextLevel` are nil and left out on the wire.
public struct MemberStatus: Sendable, Equatable, Codable {
    /// The normalised username.
    public let username: String
    /// Lifetime points: awards minus reversals, never below 0.
    public let points: Int
    /// The level those points reach.
    public let level: MemberLevel
    /// The discount the level gives, in percent.
    public let discountPercent: Int
    /// The next level, or `nil` at the top.
    public let nextLevel: MemberLevel?
    /// Points still needed for the next level, or `nil` at the top.
    public let pointsToNextLevel: Int?

    /// Creates a status.
    public init(
        username: String, points: Int, level: MemberLevel, discountPercent: Int, nextLevel: MemberLevel?,
        pointsToNextLevel: Int?
    ) {
        self.username = username
        self.points = points
        self.level = level
        self.discountPercent = discountPercent
        self.nextLevel = nextLevel
        self.pointsToNextLevel = pointsToNextLevel
    }
}

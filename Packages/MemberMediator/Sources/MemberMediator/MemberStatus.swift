import Mediator

/// A member's points, level and discount as Member's `show` reports them.
public struct MemberStatus: Sendable, Equatable {
    /// The normalised username.
    public let username: String
    /// Lifetime points (awards minus reversals).
    public let points: Int
    /// The current level.
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

    /// Decodes Member's `show` result.
    ///
    /// - Throws: `MemberCallError.unexpectedResult` naming the field.
    public init(_ value: MediatorValue) throws {
        let fields = try ResultReader(value) { MemberCallError.unexpectedResult(action: "show", reason: $0) }
        self.init(
            username: try fields.string("username"), points: try fields.int("points"),
            level: MemberLevel(rawValue: try fields.string("level")),
            discountPercent: try fields.int("discountPercent"),
            nextLevel: try fields.optionalString("nextLevel").map(MemberLevel.init(rawValue:)),
            pointsToNextLevel: try fields.optionalInt("pointsToNextLevel"))
    }
}

/// The discount a member's level gives at checkout (Member's `discount`).
public struct MemberDiscount: Sendable, Equatable, Codable {
    /// The normalised username.
    public let username: String
    /// The discount in percent (0 at bronze).
    public let discountPercent: Int
    /// The level that gives it.
    public let level: MemberLevel

    /// Creates a discount.
    public init(username: String, discountPercent: Int, level: MemberLevel) {
        self.username = username
        self.discountPercent = discountPercent
        self.level = level
    }
}

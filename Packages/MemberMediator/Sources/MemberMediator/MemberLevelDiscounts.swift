/// The discount every member level gives at checkout (Member's `discounts`), so a reconciler can
/// tell a discount an order recorded from one no level gives.
public struct MemberLevelDiscounts: Sendable, Equatable, Codable {
    /// One level and the discount it gives.
    public struct Level: Sendable, Equatable, Codable {
        /// The level.
        public let level: MemberLevel
        /// The discount it gives, in percent.
        public let discountPercent: Int

        /// Creates a level line.
        public init(level: MemberLevel, discountPercent: Int) {
            self.level = level
            self.discountPercent = discountPercent
        }
    }

    /// Every level, bronze first.
    public let levels: [Level]

    /// Creates the table.
    public init(levels: [Level]) {
        self.levels = levels
    }
}

/// A member level as callers see it: `bronze`, `silver`, `gold`, or any level Member adds later.
public struct MemberLevel: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The level's name as Member spells it.
    public let rawValue: String

    /// Wraps a level name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The entry level (0+ points, no discount).
    public static let bronze = MemberLevel(rawValue: "bronze")
    /// From 500 lifetime points (5% discount).
    public static let silver = MemberLevel(rawValue: "silver")
    /// From 2000 lifetime points (10% discount).
    public static let gold = MemberLevel(rawValue: "gold")

    /// The level's name.
    public var description: String { rawValue }
}

/// A member level, earned by lifetime points; on the wire, its raw name. Levels order from bronze
/// up to gold.
///
/// The points each level needs and the discount it gives are Member's rules, kept in Member; what
/// a member has reached arrives in `MemberStatus` and `MemberDiscount`.
public enum MemberLevel: String, Sendable, Equatable, Codable, CaseIterable, Comparable {
    /// Every member starts here (no discount).
    case bronze
    /// The middle level (from 500 lifetime points today).
    case silver
    /// The top level (from 2000 lifetime points today).
    case gold

    /// Orders levels as declared, bronze lowest.
    public static func < (lhs: MemberLevel, rhs: MemberLevel) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}

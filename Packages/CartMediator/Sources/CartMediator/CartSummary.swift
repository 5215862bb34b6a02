/// A user's whole cart: its lines, oldest first, and the totals computed from them.
public struct CartSummary: Sendable, Equatable, Codable {
    /// The cart's owner.
    public let username: String
    /// The lines, oldest first.
    public let lines: [CartLine]
    /// The number of units across all lines.
    public let itemCount: Int
    /// The sum of the line totals, in minor units.
    public let total: Int

    /// Creates a cart; the totals are computed from the lines.
    ///
    /// The sums must fit in `Int`: Cart checks its stored lines before it builds one (`corruptData`).
    public init(username: String, lines: [CartLine]) {
        self.username = username
        self.lines = lines
        self.itemCount = lines.reduce(0) { $0 + $1.quantity }
        self.total = lines.reduce(0) { $0 + $1.lineTotal }
    }

    /// Whether the cart has no lines.
    public var isEmpty: Bool { lines.isEmpty }
}

import Mediator

/// A user's cart as a caller sees it: its lines, oldest first, and the totals.
public struct CartSummary: Sendable, Equatable {
    /// The cart's owner.
    public let username: String
    /// The lines, oldest first.
    public let lines: [CartLine]
    /// The number of units across all lines.
    public let itemCount: Int
    /// The sum of the line totals, in minor units.
    public let total: Int

    /// Creates a summary (for callers' tests and previews).
    public init(username: String, lines: [CartLine], itemCount: Int, total: Int) {
        self.username = username
        self.lines = lines
        self.itemCount = itemCount
        self.total = total
    }

    /// Whether the cart has no lines.
    public var isEmpty: Bool { lines.isEmpty }

    init(decoding value: MediatorValue) throws {
        let fields = try ResultReader(value, label: "cart", error: CartCallError.malformedResult)
        self.init(
            username: try fields.string("username"), lines: try fields.array("lines").map(CartLine.init(decoding:)),
            itemCount: try fields.int("itemCount"), total: try fields.int("total"))
    }
}

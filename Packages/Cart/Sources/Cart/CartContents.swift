/// A user's whole cart: its lines (oldest first) with the totals computed from them.
public struct CartContents: Sendable, Equatable {
    /// The cart's owner.
    public let username: String
    /// The lines, oldest first.
    public let items: [CartItem]

    /// Creates a cart view.
    public init(username: String, items: [CartItem]) {
        self.username = username
        self.items = items
    }

    /// The sum of every line total, in minor units.
    public var total: Int { items.reduce(0) { $0 + $1.lineTotal } }

    /// The number of units across all lines.
    public var itemCount: Int { items.reduce(0) { $0 + $1.quantity } }

    /// Whether the cart has no lines.
    public var isEmpty: Bool { items.isEmpty }
}

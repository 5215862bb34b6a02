/// A user's orders, newest first (Order's `list`).
public struct OrderList: Sendable, Equatable, Codable {
    /// The orders, newest first.
    public let orders: [OrderSummary]

    /// Creates a list.
    public init(orders: [OrderSummary]) {
        self.orders = orders
    }
}

/// The result of checking the whole database against the money invariants (Order's `audit`).
public struct OrderAudit: Sendable, Equatable, Codable {
    /// How many orders were checked.
    public let orders: Int
    /// How many payments were checked.
    public let payments: Int
    /// Every broken invariant; empty when the books balance.
    public let violations: [OrderViolation]
    /// Goods whose reservations predate stock tracking, so their stock could not be reconciled.
    public let unreconciledGoods: [Int]

    /// Creates an audit result.
    public init(orders: Int, payments: Int, violations: [OrderViolation], unreconciledGoods: [Int]) {
        self.orders = orders
        self.payments = payments
        self.violations = violations
        self.unreconciledGoods = unreconciledGoods
    }
}

import Foundation

/// An order with its lines and history, as Order returns it from every action that reads or moves one.
///
/// On the wire, money is in minor units, dates are unix seconds and `paymentID` is left out until
/// the order is paid.
public struct OrderSummary: Sendable, Equatable, Codable {
    /// The order id.
    public let id: Int
    /// The owner.
    public let username: String
    /// Where the order is now.
    public let status: OrderStatus
    /// The sum of the line totals, minor units.
    public let subtotal: Int
    /// The member discount applied at checkout, percent.
    public let discountPercent: Int
    /// The discount, minor units.
    public let discount: Int
    /// What is paid: `subtotal - discount`, minor units.
    public let total: Int
    /// The payment, once paid (kept after a refund).
    public let paymentID: Int?
    /// When it was created.
    public let createdAt: Date
    /// `order-<id>`: how payments and points refer to this order.
    public let reference: String
    /// The lines, by goods id.
    public let lines: [OrderLine]
    /// Every status change, oldest first.
    public let history: [OrderStatusChange]

    /// Creates an order; the reference is derived from the id.
    public init(
        id: Int, username: String, status: OrderStatus, subtotal: Int, discountPercent: Int, discount: Int, total: Int,
        paymentID: Int?, createdAt: Date, lines: [OrderLine], history: [OrderStatusChange]
    ) {
        self.id = id
        self.username = username
        self.status = status
        self.subtotal = subtotal
        self.discountPercent = discountPercent
        self.discount = discount
        self.total = total
        self.paymentID = paymentID
        self.createdAt = createdAt
        self.reference = "order-\(id)"
        self.lines = lines
        self.history = history
    }
}

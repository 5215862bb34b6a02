import Foundation

/// An order as Order's Facade returns it.
public struct OrderRecord: Sendable, Equatable {
    /// One line of an order.
    public struct Line: Sendable, Equatable {
        /// The goods id.
        public let goodsID: Int
        /// The title at checkout.
        public let title: String
        /// The unit price at checkout, minor units.
        public let unitPrice: Int
        /// How many.
        public let quantity: Int
        /// `unitPrice * quantity`.
        public var lineTotal: Int { unitPrice * quantity }
    }

    /// One step in the order's history.
    public struct StatusChange: Sendable, Equatable {
        /// The status before (nil at creation).
        public let from: OrderStatus?
        /// The status after.
        public let to: OrderStatus
        /// When, unix seconds.
        public let at: Int
    }

    /// The order id.
    public let id: Int
    /// The owner.
    public let username: String
    /// Where the order is now.
    public let status: OrderStatus
    /// Sum of line totals, minor units.
    public let subtotal: Int
    /// The member discount applied at checkout, percent.
    public let discountPercent: Int
    /// The discount, minor units.
    public let discount: Int
    /// What is paid: `subtotal - discount`.
    public let total: Int
    /// The payment, once paid.
    public let paymentID: Int?
    /// When it was created, unix seconds.
    public let createdAt: Int
    /// The lines.
    public let lines: [Line]
    /// Every status change, oldest first.
    public let history: [StatusChange]

    /// `order-<id>`: how payments refer to this order.
    public var reference: String { "order-\(id)" }
}

/// Where an order is in its life: pendingPayment → paid → shipped → delivered, or cancelled.
///
/// The status machine is part of Order's contract (callers may show the next moves); on the wire a
/// status is its raw name.
public enum OrderStatus: String, Sendable, Equatable, Codable, CaseIterable, CustomStringConvertible {
    /// Created at checkout, waiting for payment.
    case pendingPayment
    /// Paid; waiting to ship.
    case paid
    /// Handed to the carrier.
    case shipped
    /// Received by the customer (final).
    case delivered
    /// Cancelled before shipping (final); a paid order is refunded.
    case cancelled

    /// The statuses this one may move to.
    public var successors: [OrderStatus] {
        switch self {
        case .pendingPayment: return [.paid, .cancelled]
        case .paid: return [.shipped, .cancelled]
        case .shipped: return [.delivered]
        case .delivered, .cancelled: return []
        }
    }

    /// Whether moving to `next` is allowed.
    public func canMove(to next: OrderStatus) -> Bool { successors.contains(next) }

    /// The raw name, e.g. `pendingPayment`.
    public var description: String { rawValue }
}

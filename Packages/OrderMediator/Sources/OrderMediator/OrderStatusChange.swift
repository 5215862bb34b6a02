import Foundation

/// One step in an order's history; on the wire `at` is unix seconds and `from` is left out at creation.
public struct OrderStatusChange: Sendable, Equatable, Codable {
    /// The status before (nil at creation).
    public let from: OrderStatus?
    /// The status after.
    public let to: OrderStatus
    /// When it happened.
    public let at: Date

    /// Creates a change.
    public init(from: OrderStatus?, to: OrderStatus, at: Date) {
        self.from = from
        self.to = to
        self.at = at
    }
}

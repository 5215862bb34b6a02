/// A user's payments, newest first (Payment's `payments`).
public struct PaymentHistory: Sendable, Equatable, Codable {
    /// Whose payments these are.
    public let username: String
    /// Every attempt of every status, newest first.
    public let payments: [PaymentReceipt]

    /// Creates a history.
    public init(username: String, payments: [PaymentReceipt]) {
        self.username = username
        self.payments = payments
    }
}

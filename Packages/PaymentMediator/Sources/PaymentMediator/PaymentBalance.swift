/// A wallet's balance (Payment's `topUp` and `balance`).
public struct PaymentBalance: Sendable, Equatable, Codable {
    /// The wallet's owner.
    public let username: String
    /// The balance in minor units (0 for a user who never topped up).
    public let balance: Int

    /// Creates a balance.
    public init(username: String, balance: Int) {
        self.username = username
        self.balance = balance
    }
}

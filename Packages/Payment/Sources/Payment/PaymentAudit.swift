/// Everything Payment holds that money reconciliation needs: every payment and every wallet.
public struct PaymentAudit: Sendable, Equatable {
    /// A wallet's balance beside the sum of its top-ups.
    public struct Wallet: Sendable, Equatable {
        /// The wallet's owner.
        public let username: String
        /// The balance now, minor units.
        public let balance: Int
        /// Every top-up ever made, minor units.
        public let toppedUp: Int

        /// Creates a wallet line.
        public init(username: String, balance: Int, toppedUp: Int) {
            self.username = username
            self.balance = balance
            self.toppedUp = toppedUp
        }
    }

    /// Every payment, oldest first.
    public let payments: [PaymentRecord]
    /// Every wallet, by username.
    public let wallets: [Wallet]

    /// Creates an audit.
    public init(payments: [PaymentRecord], wallets: [Wallet]) {
        self.payments = payments
        self.wallets = wallets
    }
}

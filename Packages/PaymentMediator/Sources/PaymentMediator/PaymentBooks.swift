/// Payment's books as a reconciler reads them (Payment's `audit`): every payment and every wallet
/// with its top-ups, read in one transaction.
///
/// A wallet's balance must equal `toppedUp` minus its succeeded wallet payments (refunded ones
/// were credited back).
public struct PaymentBooks: Sendable, Equatable, Codable {
    /// A wallet's balance beside the sum of its top-ups.
    public struct Wallet: Sendable, Equatable, Codable {
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
    public let payments: [PaymentReceipt]
    /// Every wallet, by username.
    public let wallets: [Wallet]

    /// Creates the books.
    public init(payments: [PaymentReceipt], wallets: [Wallet]) {
        self.payments = payments
        self.wallets = wallets
    }
}

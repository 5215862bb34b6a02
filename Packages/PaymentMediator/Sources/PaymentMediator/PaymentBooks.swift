import Mediator

/// Payment's books as a reconciler reads them: every payment and every wallet with its top-ups.
public struct PaymentBooks: Sendable, Equatable {
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
    public let payments: [PaymentReceipt]
    /// Every wallet, by username.
    public let wallets: [Wallet]

    /// Creates the books (for callers' tests).
    public init(payments: [PaymentReceipt], wallets: [Wallet]) {
        self.payments = payments
        self.wallets = wallets
    }

    init(decoding value: MediatorValue) throws {
        let fields = try ResultReader(value, label: "payment audit", error: PaymentCallError.malformedResult)
        self.init(
            payments: try fields.array("payments").map(PaymentReceipt.init(decoding:)),
            wallets: try fields.objects("wallets").map {
                Wallet(
                    username: try $0.string("username"), balance: try $0.int("balance"),
                    toppedUp: try $0.int("toppedUp"))
            })
    }
}

/// What the money invariants need from Payment, Member and Goods, as plain values.
///
/// `Target_Order` gathers them through the extension packages (inside the audit's transaction, so
/// they are one snapshot with the orders); tests build them by hand.
public struct OrderAuditFacts: Sendable, Equatable {
    /// A payment as the audit sees it.
    public struct Payment: Sendable, Equatable {
        /// Where a payment stands.
        public enum Status: String, Sendable {
            /// The money moved.
            case succeeded
            /// Nothing moved.
            case declined
            /// The money moved and came back.
            case refunded
        }

        /// The payment id.
        public let id: Int
        /// The order it pays, `order-<id>`.
        public let orderRef: String
        /// The payer.
        public let username: String
        /// Whether it came from the wallet (else a card).
        public let isWallet: Bool
        /// Minor units.
        public let amount: Int
        /// Where it stands.
        public let status: Status
        /// The points this payment earns while it stands (Member's rule).
        public let points: Int

        /// Creates a payment fact.
        public init(
            id: Int, orderRef: String, username: String, isWallet: Bool, amount: Int, status: Status, points: Int
        ) {
            self.id = id
            self.orderRef = orderRef
            self.username = username
            self.isWallet = isWallet
            self.amount = amount
            self.status = status
            self.points = points
        }
    }

    /// A wallet's balance beside its top-ups.
    public struct Wallet: Sendable, Equatable {
        /// The owner.
        public let username: String
        /// The balance now, minor units.
        public let balance: Int
        /// Every top-up ever made, minor units.
        public let toppedUp: Int

        /// Creates a wallet fact.
        public init(username: String, balance: Int, toppedUp: Int) {
            self.username = username
            self.balance = balance
            self.toppedUp = toppedUp
        }
    }

    /// One line of the points ledger.
    public struct PointsLine: Sendable, Equatable {
        /// The member.
        public let username: String
        /// The payment that moved the points.
        public let paymentID: Int
        /// Points added (award) or taken back (reversal, negative).
        public let delta: Int
        /// Whether this is an award (else a reversal).
        public let isAward: Bool

        /// Creates a ledger fact.
        public init(username: String, paymentID: Int, delta: Int, isAward: Bool) {
            self.username = username
            self.paymentID = paymentID
            self.delta = delta
            self.isAward = isAward
        }
    }

    /// One item's stock beside the units its reservations hold.
    public struct Stock: Sendable, Equatable {
        /// The goods id.
        public let goodsID: Int
        /// Units in stock.
        public let stock: Int
        /// Units reserved and not released; nil when they predate tracking.
        public let reserved: Int?

        /// Creates a stock fact.
        public init(goodsID: Int, stock: Int, reserved: Int?) {
            self.goodsID = goodsID
            self.stock = stock
            self.reserved = reserved
        }
    }

    /// Every payment.
    public var payments: [Payment]
    /// Every wallet.
    public var wallets: [Wallet]
    /// Every points ledger line.
    public var points: [PointsLine]
    /// Every item's stock.
    public var stock: [Stock]

    /// Creates the facts.
    public init(payments: [Payment] = [], wallets: [Wallet] = [], points: [PointsLine] = [], stock: [Stock] = []) {
        self.payments = payments
        self.wallets = wallets
        self.points = points
        self.stock = stock
    }
}

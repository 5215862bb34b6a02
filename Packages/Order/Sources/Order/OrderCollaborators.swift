/// What checkout and payment need from other components, as plain closures.
///
/// `Target_Order` fills these with calls through the Cart, Member, Goods and Payment extension
/// packages; tests fill them with fakes. The Facade never sees the mediator.
public struct OrderCollaborators: Sendable {
    /// A cart line as checkout reads it (price snapshot taken when it was added).
    public struct CartLine: Sendable, Equatable {
        /// The goods id.
        public let goodsID: Int
        /// The title snapshot.
        public let title: String
        /// The unit price snapshot, minor units.
        public let unitPrice: Int
        /// How many.
        public let quantity: Int

        /// Creates a line.
        public init(goodsID: Int, title: String, unitPrice: Int, quantity: Int) {
            self.goodsID = goodsID
            self.title = title
            self.unitPrice = unitPrice
            self.quantity = quantity
        }
    }

    /// How the customer pays.
    public enum PaymentChoice: Sendable, Equatable {
        /// From the wallet balance.
        case wallet
        /// By card (number and `MM/YY` expiry).
        case card(number: String, expiry: String)
    }

    /// A payment Order asks for.
    public struct PaymentRequest: Sendable, Equatable {
        /// The payer.
        public let username: String
        /// `order-<id>`.
        public let orderRef: String
        /// The order total, minor units.
        public let amount: Int
        /// Wallet or card.
        public let method: PaymentChoice
        /// Derived from the order and its declined attempts, so a retry never charges twice.
        public let idempotencyKey: String
    }

    /// The payment's answer.
    public struct PaymentResult: Sendable, Equatable {
        /// The payment record's id.
        public let paymentID: Int
        /// Whether money moved.
        public let succeeded: Bool
        /// Why not, when it did not.
        public let message: String

        /// Creates a result.
        public init(paymentID: Int, succeeded: Bool, message: String) {
            self.paymentID = paymentID
            self.succeeded = succeeded
            self.message = message
        }
    }

    /// The user's cart lines.
    public var cartLines: @Sendable (_ username: String) throws -> [CartLine]
    /// Empties the user's cart.
    public var clearCart: @Sendable (_ username: String) throws -> Void
    /// The user's member discount, 0-100.
    public var discountPercent: @Sendable (_ username: String) throws -> Int
    /// Takes stock for an order (throws when short).
    public var reserve: @Sendable (_ goodsID: Int, _ quantity: Int) throws -> Void
    /// Gives stock back.
    public var release: @Sendable (_ goodsID: Int, _ quantity: Int) throws -> Void
    /// Charges the order.
    public var pay: @Sendable (PaymentRequest) throws -> PaymentResult
    /// Refunds a payment in full.
    public var refund: @Sendable (_ paymentID: Int) throws -> Void
    /// Every payment, wallet, points line and stock count, for the money audit.
    public var auditFacts: @Sendable () throws -> OrderAuditFacts

    /// Creates the collaborators from closures.
    public init(
        cartLines: @escaping @Sendable (_ username: String) throws -> [CartLine],
        clearCart: @escaping @Sendable (_ username: String) throws -> Void,
        discountPercent: @escaping @Sendable (_ username: String) throws -> Int,
        reserve: @escaping @Sendable (_ goodsID: Int, _ quantity: Int) throws -> Void,
        release: @escaping @Sendable (_ goodsID: Int, _ quantity: Int) throws -> Void,
        pay: @escaping @Sendable (PaymentRequest) throws -> PaymentResult,
        refund: @escaping @Sendable (_ paymentID: Int) throws -> Void,
        auditFacts: @escaping @Sendable () throws -> OrderAuditFacts = {
            throw OrderError.collaboratorFailed(step: "auditing", message: "no source of payments, points and stock")
        }
    ) {
        self.cartLines = cartLines
        self.clearCart = clearCart
        self.discountPercent = discountPercent
        self.reserve = reserve
        self.release = release
        self.pay = pay
        self.refund = refund
        self.auditFacts = auditFacts
    }
}

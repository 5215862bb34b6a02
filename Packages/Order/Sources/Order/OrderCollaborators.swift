import CartMediator
import PaymentMediator

/// What checkout and payment need from other components, as plain closures over their wire types.
///
/// `Target_Order` fills these with calls through the Cart, Member, Goods and Payment extension
/// packages; tests fill them with fakes. The Facade never sees the mediator.
public struct OrderCollaborators: Sendable {
    /// A charge Order asks for: the values Payment's `pay` takes.
    ///
    /// Not a wire type (Payment receives these as its call's params); it exists because a closure's
    /// parameters have no labels where it is called, and three of these five values are strings
    /// (payer, order reference, idempotency key) that must not be swapped.
    public struct PaymentRequest: Sendable, Equatable {
        /// The payer.
        public let username: String
        /// `order-<id>`.
        public let orderRef: String
        /// The order total, minor units.
        public let amount: Int
        /// Wallet or card.
        public let method: PaymentMethod
        /// Derived from the order and its declined attempts, so a retry never charges twice.
        public let idempotencyKey: String
    }

    /// How a charge ended.
    ///
    /// Not a wire type: on the wire a decline is a thrown `PaymentFailure` (`cardDeclined`,
    /// `insufficientFunds`), but Order needs it as a value, because a declined attempt commits (its
    /// idempotency key is spent and counted) while any other failure rolls the whole payment back.
    public enum PaymentResult: Sendable, Equatable {
        /// The money moved: the payment's id.
        case paid(paymentID: Int)
        /// Nothing moved, for this reason (the order stays pending).
        case declined(reason: String)
    }

    /// The user's cart lines (each with the price captured when it was added).
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

import GoodsMediator
import MemberMediator
import PaymentMediator

/// What the money invariants read from Payment, Member and Goods: their own wire types, as their
/// extension packages return them (no component's tables are read by another).
///
/// Not a wire type itself: it only bundles three components' answers for `OrderInvariants`.
/// `Target_Order` gathers them inside the audit's transaction, so they are one snapshot with the
/// orders; tests build them by hand.
public struct OrderAuditFacts: Sendable, Equatable {
    /// Every payment (Payment's books).
    public var payments: [PaymentReceipt]
    /// Every wallet with its top-ups (Payment's books).
    public var wallets: [PaymentBooks.Wallet]
    /// Every points ledger line with its member (Member's ledger).
    public var points: [MemberLedgerLine]
    /// Every item's stock beside its reserved units and its movements (Goods' stock ledger).
    public var stock: [GoodsStockLine]
    /// The discount percents Member's levels give (an order's discount percent must be one of them).
    public var levelDiscounts: [Int]

    /// Creates the facts; without `levelDiscounts`, only an undiscounted order (0 %) is valid.
    public init(
        payments: [PaymentReceipt] = [], wallets: [PaymentBooks.Wallet] = [], points: [MemberLedgerLine] = [],
        stock: [GoodsStockLine] = [], levelDiscounts: [Int] = [0]
    ) {
        self.payments = payments
        self.wallets = wallets
        self.points = points
        self.stock = stock
        self.levelDiscounts = levelDiscounts
    }
}

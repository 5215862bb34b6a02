import CartMediator
import GoodsMediator
import Mediator
import MemberMediator
import PaymentMediator

extension OrderCollaborators {
    /// The live collaborators: every step is a call through another component's extension package.
    ///
    /// The mediator caches Order's target, which holds these closures, so they hold the mediator
    /// weakly: a strong reference would keep both alive forever.
    static func through(_ mediator: Mediator) -> OrderCollaborators {
        let mediator = WeakMediator(mediator)
        return OrderCollaborators(
            cartLines: { username in try mediator.get().cart.show(username: username).lines },
            clearCart: { username in _ = try mediator.get().cart.clear(username: username) },
            discountPercent: { username in try mediator.get().member.discountPercent(username: username) },
            reserve: { goodsID, quantity in _ = try mediator.get().goods.reserve(id: goodsID, quantity: quantity) },
            release: { goodsID, quantity in _ = try mediator.get().goods.release(id: goodsID, quantity: quantity) },
            pay: { request in
                do {
                    let outcome = try mediator.get().payment.pay(
                        username: request.username, orderRef: request.orderRef, amount: request.amount,
                        method: request.method, idempotencyKey: request.idempotencyKey)
                    try Self.requireObservers(outcome, step: "awarding points for the payment")
                    let payment = outcome.payment
                    // A replayed key answers its first payment as it stands: only a succeeded one pays.
                    guard payment.status == .succeeded else {
                        return .declined(reason: "payment #\(payment.paymentID) is \(payment.status.rawValue)")
                    }
                    return .paid(paymentID: payment.paymentID)
                } catch let failure as PaymentFailure
                    where failure.errorCode == .cardDeclined || failure.errorCode == .insufficientFunds
                {
                    return .declined(reason: failure.message)
                }
            },
            refund: { paymentID in
                let outcome = try mediator.get().payment.refund(paymentID: paymentID)
                try Self.requireObservers(outcome, step: "taking back the points of the refund")
            },
            auditFacts: {
                let mediator = try mediator.get()
                let books = try mediator.payment.books()
                return OrderAuditFacts(
                    payments: books.payments, wallets: books.wallets, points: try mediator.member.ledger(),
                    stock: try mediator.goods.stockLedger(),
                    levelDiscounts: try mediator.member.levelDiscounts().map(\.discountPercent))
            })
    }

    /// Points move by observers of Payment's events; an observer that failed would leave the
    /// payment without its points, so the whole unit of work (charge and points) is rolled back.
    private static func requireObservers(_ outcome: PaymentOutcome, step: String) throws {
        guard let failure = outcome.observerErrors.first else { return }
        throw OrderError.collaboratorFailed(step: step, message: "\(failure.observer): \(failure.message)")
    }
}

/// A weak reference to the mediator that fails clearly once the mediator is gone.
private struct WeakMediator: Sendable {
    private weak var mediator: Mediator?

    init(_ mediator: Mediator) { self.mediator = mediator }

    func get() throws -> Mediator {
        guard let mediator else {
            throw OrderError.collaboratorFailed(step: "calling another component", message: "the mediator was released")
        }
        return mediator
    }
}

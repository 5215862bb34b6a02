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
            cartLines: { username in
                try mediator.get().cart.show(username: username).lines.map {
                    CartLine(goodsID: $0.goodsID, title: $0.title, unitPrice: $0.unitPrice, quantity: $0.quantity)
                }
            },
            clearCart: { username in _ = try mediator.get().cart.clear(username: username) },
            discountPercent: { username in try mediator.get().member.discountPercent(username: username) },
            reserve: { goodsID, quantity in _ = try mediator.get().goods.reserve(id: goodsID, quantity: quantity) },
            release: { goodsID, quantity in _ = try mediator.get().goods.release(id: goodsID, quantity: quantity) },
            pay: { request in
                let method: PaymentMethod
                switch request.method {
                case .wallet: method = .wallet
                case .card(let number, let expiry): method = .card(number: number, expiry: expiry)
                }
                do {
                    let outcome = try mediator.get().payment.pay(
                        username: request.username, orderRef: request.orderRef, amount: request.amount, method: method,
                        idempotencyKey: request.idempotencyKey)
                    try Self.requireObservers(outcome, step: "awarding points for the payment")
                    return PaymentResult(
                        paymentID: outcome.payment.paymentID, succeeded: outcome.payment.status == .succeeded,
                        message: outcome.payment.status.rawValue)
                } catch let failure as PaymentFailure
                    where failure.errorCode == .cardDeclined || failure.errorCode == .insufficientFunds
                {
                    return PaymentResult(paymentID: 0, succeeded: false, message: failure.message)
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
                    payments: books.payments.map {
                        .init(
                            id: $0.paymentID, orderRef: $0.orderRef, username: $0.username,
                            isWallet: $0.channel == .wallet,
                            amount: $0.amount, status: .init(rawValue: $0.status.rawValue) ?? .declined,
                            points: MemberPoints.earned(byAmount: $0.amount))
                    },
                    wallets: books.wallets.map {
                        .init(username: $0.username, balance: $0.balance, toppedUp: $0.toppedUp)
                    },
                    points: try mediator.member.ledger().map {
                        .init(
                            username: $0.username, paymentID: $0.entry.paymentID, delta: $0.entry.delta,
                            isAward: $0.entry.reason == .award)
                    },
                    stock: try mediator.goods.stockLedger().map {
                        .init(goodsID: $0.id, stock: $0.stock, reserved: $0.reserved)
                    })
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

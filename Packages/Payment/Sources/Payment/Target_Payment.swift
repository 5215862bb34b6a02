import Foundation
import Mediator
import PaymentMediator
import Storage

/// Payment's Target-Action adapter, found by the mediator as `Payment.Target_Payment`.
///
/// Every action is local: money never moves because of a URL. After a payment succeeds it sends
/// `PaymentEvents.succeeded`, after a refund `PaymentEvents.refunded`, each with a `PaymentEvent`;
/// observer failures come back in the outcome's `observerErrors` and never undo the payment.
/// Results are `PaymentMediator`'s wire types.
public struct Target_Payment: MediatorTarget {
    private let facade: PaymentFacade
    // Weak because the mediator caches this target: a strong reference would be a cycle.
    #if compiler(>=6.2)
        private weak let mediator: Mediator?
    #else
        // Before Swift 6.2 a weak reference is a `var` (SE-0481); only `init` sets it.
        private weak var mediator: Mediator?
    #endif

    /// Reads the shared `StorageFacade`, the clock and an optional `(any CardGateway)` from the context.
    public init(mediator: Mediator) throws {
        let context = mediator.context
        facade = try PaymentFacade(
            storage: try context.require(StorageFacade.self),
            gateway: context.resolve((any CardGateway).self) ?? SimulatedCardGateway(),
            now: { context.clock.now() })
        self.mediator = mediator
    }

    /// The actions Payment answers.
    public var actions: [Action] {
        [
            .local("pay", summary: "Pays an order once per idempotency key (wallet or card)") { params in
                let outcome = try facade.pay(
                    username: try params.string("username"), orderRef: try params.string("orderRef"),
                    amount: try params.int("amount"), method: try Self.method(params),
                    idempotencyKey: try params.string("idempotencyKey"))
                // A replay moved no money, so it announces nothing.
                let failures = outcome.replayed ? [] : announce(PaymentEvents.succeeded, outcome.payment)
                return PaymentOutcome(payment: outcome.payment, replayed: outcome.replayed, observerErrors: failures)
            },
            .local("refund", summary: "Refunds a succeeded payment in full, once") { params in
                let payment = try facade.refund(paymentID: try params.int("paymentID"))
                return PaymentOutcome(payment: payment, observerErrors: announce(PaymentEvents.refunded, payment))
            },
            .local("topUp", summary: "Adds 1...1,000,000 minor units to a wallet") { params in
                let username = try params.string("username")
                let balance = try facade.topUp(username: username, amount: try params.int("amount"))
                return PaymentBalance(username: username, balance: balance)
            },
            .local("balance", summary: "A wallet's balance") { params in
                let username = try params.string("username")
                return PaymentBalance(username: username, balance: try facade.balance(username: username))
            },
            .local("payments", summary: "A user's payments, newest first") { params in
                let username = try params.string("username")
                return PaymentHistory(username: username, payments: try facade.payments(username: username))
            },
            .local("payment", summary: "One payment by id") { params in
                try facade.payment(id: try params.int("paymentID"))
            },
            .local("audit", summary: "Every payment and every wallet with its top-ups, for reconciliation") { _ in
                try facade.audit()
            },
            .local("nativeTestCards", summary: "The simulator's documented test card numbers") { _ in
                PaymentTestCardList(cards: SimulatedCardGateway.testCards)
            },
        ]
    }

    /// Notifies observers of `event` about `payment` and returns their failures.
    private func announce(_ event: String, _ payment: PaymentReceipt) -> [PaymentObserverError] {
        guard let mediator else { return [] }
        let params: Params
        do {
            params = try PaymentEvent(of: payment).params()
        } catch {
            // Unreachable for a payload of ints, strings and an enum; reported, never thrown, because
            // the money has already moved.
            return [PaymentObserverError(observer: event, code: "eventNotSent", message: "\(error)")]
        }
        return mediator.notify(event, params: params).failures.map {
            PaymentObserverError(observer: $0.observer, code: $0.error.code, message: $0.error.description)
        }
    }

    private static func method(_ params: Params) throws -> PaymentMethod {
        let channel = try params.string("channel")
        switch PaymentChannel(rawValue: channel) {
        case .wallet?: return .wallet
        case .card?: return .card(number: try params.string("cardNumber"), expiry: try params.string("cardExpiry"))
        case nil: throw PaymentError.unknownChannel(channel)
        }
    }
}

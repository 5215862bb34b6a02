import Foundation
import Mediator
import Storage

/// Payment's Target-Action adapter, found by the mediator as `Payment.Target_Payment`.
///
/// Every action is local: money never moves because of a URL. After a payment succeeds it sends
/// `payment.succeeded`, after a refund `payment.refunded`; observer failures come back in the result
/// under `observerErrors` and never undo the payment.
public struct Target_Payment: MediatorTarget {
    private let facade: PaymentFacade
    // Weak because the mediator caches this target: a strong reference would be a cycle.
    private weak let mediator: Mediator?

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
                    amount: try params.int("amount"), instrument: try Self.instrument(params),
                    idempotencyKey: try params.string("idempotencyKey"))
                var result = Self.value(of: outcome.payment)
                result["replayed"] = .bool(outcome.replayed)
                // A replay moved no money, so it announces nothing.
                result["observerErrors"] = outcome.replayed ? [] : announce("payment.succeeded", outcome.payment)
                return .object(result)
            },
            .local("refund", summary: "Refunds a succeeded payment in full, once") { params in
                let payment = try facade.refund(paymentID: try params.int("paymentID"))
                var result = Self.value(of: payment)
                result["observerErrors"] = announce("payment.refunded", payment)
                return .object(result)
            },
            .local("topUp", summary: "Adds 1...1,000,000 minor units to a wallet") { params in
                let username = try params.string("username")
                let balance = try facade.topUp(username: username, amount: try params.int("amount"))
                return ["username": .string(username), "balance": .int(balance)]
            },
            .local("balance", summary: "A wallet's balance") { params in
                let username = try params.string("username")
                return ["username": .string(username), "balance": .int(try facade.balance(username: username))]
            },
            .local("payments", summary: "A user's payments, newest first") { params in
                let username = try params.string("username")
                let payments = try facade.payments(username: username)
                return [
                    "username": .string(username), "payments": .array(payments.map { .object(Self.value(of: $0)) }),
                ]
            },
            .local("payment", summary: "One payment by id") { params in
                .object(Self.value(of: try facade.payment(id: try params.int("paymentID"))))
            },
            .local("audit", summary: "Every payment and every wallet with its top-ups, for reconciliation") { _ in
                let audit = try facade.audit()
                return [
                    "payments": .array(audit.payments.map { .object(Self.value(of: $0)) }),
                    "wallets": .array(
                        audit.wallets.map {
                            [
                                "username": .string($0.username), "balance": .int($0.balance),
                                "toppedUp": .int($0.toppedUp),
                            ]
                        }),
                ]
            },
            .local("nativeTestCards", summary: "The simulator's documented test card numbers") { _ in
                [
                    "cards": .array(
                        SimulatedCardGateway.testCards.map { card in
                            let outcome: String
                            switch card.result {
                            case .approved: outcome = "approved"
                            case .declined(.generic): outcome = "cardDeclined"
                            case .declined(.insufficientFunds): outcome = "insufficientFunds"
                            }
                            return [
                                "number": .string(card.number), "outcome": .string(outcome),
                                "summary": .string(card.summary),
                            ]
                        })
                ]
            },
        ]
    }

    /// Notifies observers of `event` and returns their failures as `[{observer, code, message}]`.
    private func announce(_ event: String, _ payment: PaymentRecord) -> MediatorValue {
        guard let mediator else { return [] }
        let report = mediator.notify(
            event,
            params: [
                "paymentID": .int(payment.id), "orderRef": .string(payment.orderRef),
                "username": .string(payment.username), "amount": .int(payment.amount),
                "channel": .string(payment.channel.rawValue),
            ])
        return .array(
            report.failures.map {
                [
                    "observer": .string($0.observer), "code": .string($0.error.code),
                    "message": .string($0.error.description),
                ]
            })
    }

    private static func instrument(_ params: Params) throws -> PaymentInstrument {
        let channel = try params.string("channel")
        switch PaymentChannel(rawValue: channel) {
        case .wallet?: return .wallet
        case .card?: return .card(number: try params.string("cardNumber"), expiry: try params.string("cardExpiry"))
        case nil: throw PaymentError.unknownChannel(channel)
        }
    }

    static func value(of payment: PaymentRecord) -> [String: MediatorValue] {
        [
            "paymentID": .int(payment.id),
            "idempotencyKey": .string(payment.idempotencyKey),
            "username": .string(payment.username),
            "orderRef": .string(payment.orderRef),
            "channel": .string(payment.channel.rawValue),
            "amount": .int(payment.amount),
            "status": .string(payment.status.rawValue),
            "cardLast4": payment.cardLast4.map(MediatorValue.string) ?? .null,
            "declineReason": payment.declineReason.map { .string($0.rawValue) } ?? .null,
            "createdAt": .int(Int(payment.createdAt.timeIntervalSince1970)),
            "refundedAt": payment.refundedAt.map { .int(Int($0.timeIntervalSince1970)) } ?? .null,
        ]
    }
}

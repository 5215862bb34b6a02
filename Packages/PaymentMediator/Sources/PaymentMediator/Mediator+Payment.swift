import Mediator

extension Mediator {
    /// Typed calls to the Payment component.
    public var payment: PaymentCalls { PaymentCalls(mediator: self) }
}

/// Typed calls to Payment: the only caller-side place that spells Payment's target and action names.
///
/// Payment's own failures arrive as `PaymentFailure`; other mediator failures as `MediatorError`.
public struct PaymentCalls: Sendable {
    let payment: ComponentClient<PaymentErrorCode>

    init(mediator: Mediator) {
        payment = ComponentClient(mediator, target: "Payment")
    }

    /// Pays `amount` minor units for `orderRef`, at most once per `idempotencyKey`.
    ///
    /// Retrying with the same key returns the first payment (`replayed == true`) and charges nothing;
    /// a declined attempt consumes its key, so pay again with a new key. Failures of observers of
    /// `PaymentEvents.succeeded` are in `observerErrors`; they never undo the payment.
    public func pay(username: String, orderRef: String, amount: Int, method: PaymentMethod, idempotencyKey: String)
        throws -> PaymentOutcome
    {
        var params: Params = [
            "username": .string(username), "orderRef": .string(orderRef), "amount": .int(amount),
            "idempotencyKey": .string(idempotencyKey), "channel": .string(method.channel.rawValue),
        ]
        if case .card(let number, let expiry) = method {
            params["cardNumber"] = .string(number)
            params["cardExpiry"] = .string(expiry)
        }
        return try payment.call(action: "pay", params)
    }

    /// Refunds a succeeded payment in full (wallet payments are credited back); a second refund
    /// fails with `alreadyRefunded`. Failures of observers of `PaymentEvents.refunded` are in
    /// `observerErrors`; they never undo the refund.
    @discardableResult
    public func refund(paymentID: Int) throws -> PaymentOutcome {
        try payment.call(action: "refund", ["paymentID": .int(paymentID)])
    }

    /// Tops up the user's wallet by `amount` (1...1,000,000 minor units); returns the new balance.
    @discardableResult
    public func topUp(username: String, amount: Int) throws -> Int {
        try payment.call(
            action: "topUp", ["username": .string(username), "amount": .int(amount)], as: PaymentBalance.self
        ).balance
    }

    /// The user's wallet balance in minor units.
    public func balance(username: String) throws -> Int {
        try payment.call(action: "balance", ["username": .string(username)], as: PaymentBalance.self).balance
    }

    /// The user's payments, newest first.
    public func payments(username: String) throws -> [PaymentReceipt] {
        try payment.call(action: "payments", ["username": .string(username)], as: PaymentHistory.self).payments
    }

    /// One payment by id.
    public func payment(id: Int) throws -> PaymentReceipt {
        try payment.call(action: "payment", ["paymentID": .int(id)])
    }

    /// Every payment and every wallet with its top-ups, read in one transaction (for reconciliation).
    public func books() throws -> PaymentBooks {
        try payment.call(action: "audit")
    }

    /// The simulator's documented test card numbers.
    public func testCards() throws -> [PaymentTestCard] {
        try payment.call(action: "nativeTestCards", as: PaymentTestCardList.self).cards
    }
}

import Mediator

extension Mediator {
    /// Typed calls to the Payment component.
    public var payment: PaymentCalls { PaymentCalls(mediator: self) }
}

/// Typed calls to Payment: the only caller-side place that spells Payment's target and action names.
///
/// Payment's own failures arrive as `PaymentCallError`; other mediator failures as `MediatorError`.
public struct PaymentCalls: Sendable {
    let mediator: Mediator

    /// Pays `amount` minor units for `orderRef`, at most once per `idempotencyKey`.
    ///
    /// Retrying with the same key returns the first payment (`replayed == true`) and charges nothing;
    /// a declined attempt consumes its key, so pay again with a new key. Failures of observers of
    /// `PaymentEvents.succeeded` are in `observerErrors`; they never undo the payment.
    public func pay(username: String, orderRef: String, amount: Int, method: PaymentMethod, idempotencyKey: String)
        throws -> PaymentReceipt
    {
        var params: Params = [
            "username": .string(username), "orderRef": .string(orderRef), "amount": .int(amount),
            "idempotencyKey": .string(idempotencyKey),
        ]
        switch method {
        case .wallet:
            params["channel"] = "wallet"
        case .card(let number, let expiry):
            params["channel"] = "card"
            params["cardNumber"] = .string(number)
            params["cardExpiry"] = .string(expiry)
        }
        return try PaymentReceipt(
            decoding: call { try mediator.perform(target: "Payment", action: "pay", params: params) })
    }

    /// Refunds a succeeded payment in full (wallet payments are credited back); a second refund fails.
    @discardableResult
    public func refund(paymentID: Int) throws -> PaymentReceipt {
        let result = try call {
            try mediator.perform(target: "Payment", action: "refund", params: ["paymentID": .int(paymentID)])
        }
        return try PaymentReceipt(decoding: result)
    }

    /// Adds `amount` (1...1,000,000 minor units) to the user's wallet and returns the new balance.
    @discardableResult
    public func topUp(username: String, amount: Int) throws -> Int {
        let result = try call {
            try mediator.perform(
                target: "Payment", action: "topUp", params: ["username": .string(username), "amount": .int(amount)])
        }
        return try ResultReader(result, label: "top-up result", error: PaymentCallError.malformedResult).int("balance")
    }

    /// The user's wallet balance in minor units.
    public func balance(username: String) throws -> Int {
        let result = try call {
            try mediator.perform(target: "Payment", action: "balance", params: ["username": .string(username)])
        }
        return try ResultReader(result, label: "balance result", error: PaymentCallError.malformedResult).int("balance")
    }

    /// The user's payments, newest first.
    public func payments(username: String) throws -> [PaymentReceipt] {
        let result = try call {
            try mediator.perform(target: "Payment", action: "payments", params: ["username": .string(username)])
        }
        let fields = try ResultReader(result, label: "payments result", error: PaymentCallError.malformedResult)
        return try fields.array("payments").map(PaymentReceipt.init(decoding:))
    }

    /// One payment by id.
    public func payment(id: Int) throws -> PaymentReceipt {
        let result = try call {
            try mediator.perform(target: "Payment", action: "payment", params: ["paymentID": .int(id)])
        }
        return try PaymentReceipt(decoding: result)
    }

    /// Every payment and every wallet with its top-ups, read in one transaction (for reconciliation).
    public func books() throws -> PaymentBooks {
        try PaymentBooks(decoding: call { try mediator.perform(target: "Payment", action: "audit") })
    }

    /// The simulator's documented test card numbers.
    public func testCards() throws -> [PaymentTestCard] {
        let result = try call { try mediator.perform(target: "Payment", action: "nativeTestCards") }
        let fields = try ResultReader(result, label: "test cards result", error: PaymentCallError.malformedResult)
        return try fields.array("cards").map(PaymentTestCard.init(decoding:))
    }

    private func call(_ body: () throws -> MediatorValue) throws -> MediatorValue {
        do {
            return try body()
        } catch {
            throw PaymentCallError.mapping(error)
        }
    }
}

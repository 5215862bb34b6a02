import Mediator

/// The payload of a `payment.succeeded` or `payment.refunded` event: Payment encodes it into the
/// event's params with `params()`, an observer's action reads it back with `init(params:)`.
public struct PaymentEvent: Sendable, Equatable, Codable {
    /// The payment's id.
    public let paymentID: Int
    /// The order the payment is for.
    public let orderRef: String
    /// Who paid.
    public let username: String
    /// The amount in minor units.
    public let amount: Int
    /// How the money moved.
    public let channel: PaymentChannel

    /// Creates an event payload.
    public init(paymentID: Int, orderRef: String, username: String, amount: Int, channel: PaymentChannel) {
        self.paymentID = paymentID
        self.orderRef = orderRef
        self.username = username
        self.amount = amount
        self.channel = channel
    }

    /// The payload announcing `payment`.
    public init(of payment: PaymentReceipt) {
        self.init(
            paymentID: payment.paymentID, orderRef: payment.orderRef, username: payment.username,
            amount: payment.amount, channel: payment.channel)
    }

    /// Reads an event's params, as an observer's action receives them.
    ///
    /// - Throws: `MediatorError.missingParameter` or `.invalidParameter` naming the key.
    public init(params: Params) throws {
        do {
            self = try params.value.decode(PaymentEvent.self)
        } catch let failure as MediatorValue.DecodingFailure {
            guard params[failure.path] != nil else {
                throw MediatorError.missingParameter(key: failure.path, expected: "the PaymentEvent field")
            }
            throw MediatorError.invalidParameter(
                key: failure.path, expected: "a PaymentEvent field", actual: failure.reason)
        }
    }

    /// The params to send with the event: this payload, encoded once.
    public func params() throws -> Params {
        Params(try MediatorValue(encoding: self).objectValue ?? [:])
    }
}

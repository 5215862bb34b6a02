import Mediator

/// The params of a `payment.succeeded` or `payment.refunded` event, read by an observer's action.
public struct PaymentEvent: Sendable, Equatable {
    /// The payment's id.
    public let paymentID: Int
    /// The order the payment is for.
    public let orderRef: String
    /// Who paid.
    public let username: String
    /// The amount in minor units.
    public let amount: Int
    /// `"wallet"` or `"card"`.
    public let channel: String

    /// Reads an event's params.
    ///
    /// - Throws: `MediatorError.missingParameter` / `.invalidParameter` naming the key.
    public init(params: Params) throws {
        paymentID = try params.int(PaymentEvents.Key.paymentID)
        orderRef = try params.string(PaymentEvents.Key.orderRef)
        username = try params.string(PaymentEvents.Key.username)
        amount = try params.int(PaymentEvents.Key.amount)
        channel = try params.string(PaymentEvents.Key.channel)
    }
}

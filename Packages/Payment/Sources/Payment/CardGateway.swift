/// The seam to whatever charges cards; the app may register a live one in the mediator context as
/// `(any CardGateway).self`, otherwise `SimulatedCardGateway` is used.
public protocol CardGateway: Sendable {
    /// Charges `amount` minor units to `cardNumber` (digits only).
    ///
    /// `reference` is the payment's idempotency key, so a gateway can deduplicate retries as well.
    /// Throwing means the outcome is unknown to the caller; nothing is recorded then.
    func charge(cardNumber: String, amount: Int, reference: String) throws -> GatewayResult
}

/// The events Payment sends, written once so observers never retype them.
///
/// Both carry a `PaymentEvent` as their params: `paymentID` (Int), `orderRef` (String), `username`
/// (String), `amount` (Int, minor units) and `channel` (`"wallet"` or `"card"`).
public enum PaymentEvents {
    /// Sent after a payment succeeded (never for a replayed retry or a decline).
    public static let succeeded = "payment.succeeded"
    /// Sent after a payment was refunded.
    public static let refunded = "payment.refunded"
}

/// The events Payment sends and the keys of their params, written once so observers never retype them.
///
/// Both events carry the same params: `paymentID` (Int), `orderRef` (String), `username` (String),
/// `amount` (Int, minor units) and `channel` (`"wallet"` or `"card"`).
public enum PaymentEvents {
    /// Sent after a payment succeeded (never for a replayed retry or a decline).
    public static let succeeded = "payment.succeeded"
    /// Sent after a payment was refunded.
    public static let refunded = "payment.refunded"

    /// The param keys of both events.
    public enum Key {
        /// The payment's id (Int).
        public static let paymentID = "paymentID"
        /// The order reference the payment is for (String).
        public static let orderRef = "orderRef"
        /// Who paid (String).
        public static let username = "username"
        /// The amount in minor units (Int).
        public static let amount = "amount"
        /// `"wallet"` or `"card"` (String).
        public static let channel = "channel"
    }
}

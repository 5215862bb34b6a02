/// A test card number the payment simulator knows, and what charging it gives.
public struct PaymentTestCard: Sendable, Equatable, Codable {
    /// What charging a test card gives; a decline is named by the error code the payment fails with.
    public enum Outcome: String, Sendable, Equatable, Codable, CaseIterable {
        /// Every charge is approved.
        case approved
        /// Every charge is declined (`PaymentErrorCode.cardDeclined`).
        case cardDeclined
        /// Every charge is declined for lack of funds (`PaymentErrorCode.insufficientFunds`).
        case insufficientFunds
    }

    /// The number as people type it, in groups of four.
    public let number: String
    /// What charging it gives.
    public let outcome: Outcome
    /// A one-line explanation.
    public let summary: String

    /// Creates a test card entry.
    public init(number: String, outcome: Outcome, summary: String) {
        self.number = number
        self.outcome = outcome
        self.summary = summary
    }
}

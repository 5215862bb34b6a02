import Mediator

/// A test card number the payment simulator knows, and what charging it gives.
public struct PaymentTestCard: Sendable, Equatable {
    /// The number, in groups of four.
    public let number: String
    /// `"approved"`, `"cardDeclined"` or `"insufficientFunds"`.
    public let outcome: String
    /// A one-line explanation.
    public let summary: String

    /// Creates a test card entry.
    public init(number: String, outcome: String, summary: String) {
        self.number = number
        self.outcome = outcome
        self.summary = summary
    }

    init(decoding value: MediatorValue) throws {
        let fields = try ResultReader(value, label: "test card", error: PaymentCallError.malformedResult)
        self.init(
            number: try fields.string("number"), outcome: try fields.string("outcome"),
            summary: try fields.string("summary"))
    }
}

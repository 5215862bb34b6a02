/// An observer of a payment event that failed; the payment itself stands.
public struct PaymentObserverError: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The observer as `Target/action`.
    public let observer: String
    /// Its error code.
    public let code: String
    /// Its error message.
    public let message: String

    /// Creates an observer failure.
    public init(observer: String, code: String, message: String) {
        self.observer = observer
        self.code = code
        self.message = message
    }

    /// `Target/action: message`.
    public var description: String { "\(observer): \(message)" }
}

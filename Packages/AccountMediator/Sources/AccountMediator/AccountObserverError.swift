/// One observer of an Account event that failed, as reported in a login or logout result.
public struct AccountObserverError: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The event, `account.login` or `account.logout`.
    public let event: String
    /// The observer as `Target/action`.
    public let observer: String
    /// The observer's error code.
    public let code: String
    /// The observer's error message.
    public let message: String

    /// Creates an observer error value.
    public init(event: String, observer: String, code: String, message: String) {
        self.event = event
        self.observer = observer
        self.code = code
        self.message = message
    }

    /// `observer failed on event: message`.
    public var description: String { "\(observer) failed on \(event): \(message)" }
}

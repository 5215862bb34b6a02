/// What happened when an event was sent to its observers.
public struct NotificationReport: Sendable {
    /// An observer that failed, with its error.
    public struct Failure: Sendable {
        /// The observer as `Target/action`.
        public let observer: String
        /// Why it failed.
        public let error: MediatorError
    }

    /// The event's name.
    public let event: String
    /// Observers that ran successfully, as `Target/action`, in order.
    public internal(set) var delivered: [String] = []
    /// Observers that failed.
    public internal(set) var failures: [Failure] = []

    init(event: String) { self.event = event }

    /// Whether every observer ran successfully.
    public var allDelivered: Bool { failures.isEmpty }
}

/// What Tracking's `record` answers: the name of the event it accepted into its buffer.
public struct TrackedEvent: Sendable, Equatable, Codable {
    /// The event name, as recorded.
    public let name: String

    /// Creates the answer.
    public init(name: String) {
        self.name = name
    }
}

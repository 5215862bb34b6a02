import Mediator

/// An append-only, thread-safe log that tests put into the context so fixtures can record what ran.
public final class EventLog: Sendable {
    // A lock ThreadSanitizer sees (see `Mediator.Locked`).
    private let entries = Locked<[String]>([])

    /// Creates an empty log.
    public init() {}

    /// Appends one entry.
    public func append(_ entry: String) {
        entries.withLock { $0.append(entry) }
    }

    /// Every entry so far, in order.
    public var all: [String] { entries.withLock { $0 } }
}

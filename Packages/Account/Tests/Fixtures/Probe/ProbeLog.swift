import Synchronization

/// The events `Target_Probe` received, in order, as `"<event>:<username>"`.
public final class ProbeLog: Sendable {
    private let entries = Mutex<[String]>([])

    /// Creates an empty log.
    public init() {}

    /// Everything recorded so far.
    public var events: [String] { entries.withLock { $0 } }

    func append(_ entry: String) { entries.withLock { $0.append(entry) } }
}

import Mediator
import Synchronization

/// The handlers that ran, by `Target/action`, shared through the mediator's context.
public final class FixtureLog: Sendable {
    private let runs = Mutex<[String]>([])

    /// Creates an empty log.
    public init() {}

    /// Records that `route` ran.
    public func record(_ route: String) {
        runs.withLock { $0.append(route) }
    }

    /// Returns what ran since the last call, and forgets it.
    public func drain() -> [String] {
        runs.withLock { runs in
            defer { runs.removeAll(keepingCapacity: true) }
            return runs
        }
    }
}

import Mediator
import Synchronization

/// What the probe observer received, shared with tests through the mediator's context.
public final class ProbeLog: Sendable {
    /// One delivery: the probe action that ran and the params it got.
    public struct Delivery: Sendable, Equatable {
        /// The probe action the observer route named.
        public let action: String
        /// The event's params.
        public let params: Params

        /// Creates a delivery (tests compare against these).
        public init(action: String, params: Params) {
            self.action = action
            self.params = params
        }
    }

    private let deliveries = Mutex<[Delivery]>([])

    /// Creates an empty log.
    public init() {}

    /// Everything received so far, in order.
    public var received: [Delivery] { deliveries.withLock { $0 } }

    func append(_ action: String, _ params: Params) {
        deliveries.withLock { $0.append(Delivery(action: action, params: params)) }
    }
}

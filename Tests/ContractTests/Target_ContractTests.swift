import Mediator
import Synchronization

/// The events the probe target saw, as `"<event> <username>"` lines in arrival order.
final class EventLog: Sendable {
    private let lines = Mutex<[String]>([])

    /// Adds one line.
    func append(_ line: String) { lines.withLock { $0.append(line) } }

    /// Every line so far.
    var entries: [String] { lines.withLock { $0 } }
}

/// A probe the mediator finds as `ContractTests.Target_ContractTests` (target `ContractTests`), so
/// tests can observe events through real target-actions, exactly as components do.
struct Target_ContractTests: MediatorTarget {
    let log: EventLog

    init(mediator: Mediator) throws {
        log = try mediator.context.require(EventLog.self)
    }

    var actions: [Action] {
        [
            .local("loginSeen") { params in
                log.append("login \(try params.string("username"))")
                return .null
            },
            .local("logoutSeen") { params in
                log.append("logout \(try params.string("username"))")
                return .null
            },
        ]
    }
}

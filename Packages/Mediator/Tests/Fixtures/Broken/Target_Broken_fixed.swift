import FixtureSupport
import Mediator

/// The `fixed` variant of Broken: starts without any service and logs lifecycle events.
///
/// An enum (most targets are structs) so the tests show enums are found too.
enum Target_Broken_fixed: MediatorTarget {
    case running(log: EventLog?)

    init(mediator: Mediator) throws {
        self = .running(log: mediator.context.resolve(EventLog.self))
    }

    var actions: [Action] {
        [.local("status") { _ in "fixed" }]
    }

    func handle(_ event: LifecycleEvent) async throws {
        guard case .running(let log) = self else { return }
        log?.append("Broken.\(event.rawValue)")
    }
}

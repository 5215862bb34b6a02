import FixtureSupport
import Mediator

/// A component that cannot start unless the context holds a `RequiredService`.
struct Target_Broken: MediatorTarget {
    init(mediator: Mediator) throws {
        _ = try mediator.context.require(RequiredService.self)
    }

    var actions: [Action] {
        [.local("status") { _ in "running" }]
    }
}

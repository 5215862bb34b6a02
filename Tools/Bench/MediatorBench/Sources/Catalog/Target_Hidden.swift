import Mediator

/// An internal struct target: the discovery check shows whether a release build keeps it (it does
/// not with Swift 6.3, which is why real targets are public).
struct Target_Hidden: MediatorTarget {
    init(mediator: Mediator) throws {}

    var actions: [Action] {
        [.local("ping") { _ in "hidden" }]
    }
}

import Mediator

/// A test-only component a `LoginGuard` protects: every action answers its own name.
struct Target_Guarded: MediatorTarget {
    init(mediator: Mediator) throws {}

    var actions: [Action] {
        [
            .remote("place") { _ in "place" },
            .local("list") { _ in "list" },
            .local("list@sale") { _ in "list@sale" },
            .local("nativePaymentEvent") { _ in "nativePaymentEvent" },
        ]
    }
}

import Mediator

/// A small component used by the Mediator's tests: found by runtime lookup like any real one.
struct Target_Echo: MediatorTarget {
    init(mediator: Mediator) throws {}

    var actions: [Action] {
        [
            .remote("echo", summary: "Returns its params") { params in params.value },
            .local("nativeSecret") { _ in "secret" },
        ]
    }
}

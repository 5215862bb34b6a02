import Mediator

/// The `reentrant` factory variant of Echo: its `init` calls the mediator for Echo, the target it is
/// creating (after a call to another target, which is allowed).
struct Target_Echo_reentrant: MediatorTarget {
    init(mediator: Mediator) throws {
        _ = try mediator.perform(target: "Fallback", action: "anything")
        _ = try mediator.perform(target: "Echo", action: "echo")
    }

    var actions: [Action] {
        [.remote("echo") { params in params.value }]
    }
}

import Mediator

/// The `experimental` factory variant of Echo, chosen with `setVariant("experimental", for: "Echo")`.
struct Target_Echo_experimental: MediatorTarget {
    init(mediator: Mediator) throws {}

    var actions: [Action] {
        [
            .remote("echo") { params in ["variant": "experimental", "params": params.value] },
            .remote("variant") { _ in "experimental" },
        ]
    }
}

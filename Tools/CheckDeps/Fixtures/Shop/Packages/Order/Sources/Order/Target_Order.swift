import Mediator

/// Adapts mediator calls to OrderFacade.
final class Target_Order: MediatorTarget {
    let actions: [Action] = [
        .local("create"),
        .remote("history"),
    ]
}

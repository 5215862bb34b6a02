import Mediator

/// Adapts mediator calls to OrderFacade.
public final class Target_Order: MediatorTarget {
    let actions: [Action] = [
        .local("create"),
        .remote("history"),
    ]
}

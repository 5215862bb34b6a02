import Mediator

/// Adapts mediator calls to CartFacade.
public final class Target_Cart: MediatorTarget {
    let actions: [Action] = [
        .local("add"),
    ]
}

import Mediator

/// Adapts mediator calls to CartFacade.
final class Target_Cart: MediatorTarget {
    let actions: [Action] = [
        .local("add"),
    ]
}

import Mediator

/// Adapts mediator calls to AccountFacade.
final class Target_Account: MediatorTarget {
    let actions: [Action] = [
        .local("login"),
    ]
}

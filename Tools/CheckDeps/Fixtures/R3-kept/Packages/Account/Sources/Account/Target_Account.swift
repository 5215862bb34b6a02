import Mediator

/// Adapts mediator calls to AccountFacade.
public final class Target_Account: MediatorTarget {
    let actions: [Action] = [
        .local("login"),
    ]
}

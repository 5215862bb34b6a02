import Mediator

/// Adapts mediator calls to GoodsFacade.
final class Target_Goods: MediatorTarget {
    let actions: [Action] = [
        .local("list"),
    ]
}

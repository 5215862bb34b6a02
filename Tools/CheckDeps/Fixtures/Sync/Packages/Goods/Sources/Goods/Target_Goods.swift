import Mediator

/// Adapts mediator calls to GoodsFacade.
public final class Target_Goods: MediatorTarget {
    let actions: [Action] = [
        .local("list")
    ]
}

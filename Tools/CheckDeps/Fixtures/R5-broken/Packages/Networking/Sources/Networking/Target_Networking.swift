import Mediator

/// Adapts mediator calls to NetworkingFacade.
public final class Target_Networking: MediatorTarget {
    let actions: [Action] = [
        .local("get"),
    ]
}

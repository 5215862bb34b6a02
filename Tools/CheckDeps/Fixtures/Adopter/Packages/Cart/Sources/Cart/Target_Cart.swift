import Mediator

/// Adapts mediator calls to CartFacade.
public final class Target_Cart: Sendable {
    /// The actions Cart answers.
    public let actions: [Action] = [.local("show")]
}

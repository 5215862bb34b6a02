import Mediator

/// Adapts mediator calls to GoodsFacade.
public final class Target_Goods: Sendable {
    /// The actions Goods answers.
    public let actions: [Action] = [.local("list")]
}

import Mediator

/// The measured call: a cached local target whose action does almost nothing.
public struct Target_Ping: MediatorTarget {
    /// Creates the target; it needs no services.
    public init(mediator: Mediator) throws {}

    /// `ping`: returns `"pong"`.
    public var actions: [Action] {
        [.local("ping", summary: "Returns pong") { _ in "pong" }]
    }
}

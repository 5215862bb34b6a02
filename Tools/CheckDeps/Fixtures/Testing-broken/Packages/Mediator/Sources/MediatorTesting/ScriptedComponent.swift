import Mediator

/// A stand-in component for tests.
public final class ScriptedComponent: Sendable {
    /// Creates one.
    public init() {}
}

/// The Target-Action adapter a component exposes as `<Module>.Target_<Name>` (module == name).
///
/// The mediator finds the type by name through the Swift runtime on first use: there is no
/// registration step. A target reads its params, calls its component's Facade and returns a
/// de-modelled result. It is the only place that knows the component's action names.
public protocol MediatorTarget: Sendable {
    /// Creates the target; read services from `mediator.context` (throw if one is missing).
    init(mediator: Mediator) throws

    /// The actions this target answers, read once per target instance.
    var actions: [Action] { get }

    /// The target's own not-found handler: return a value to answer an unknown action, or `nil`
    /// to pass it on to the configured fallback target. The default passes it on.
    func notFound(_ request: NotFoundRequest) throws -> MediatorValue?

    /// Reacts to an app lifecycle event (launch, terminate, login, logout). The default does nothing.
    func handle(_ event: LifecycleEvent) async throws
}

extension MediatorTarget {
    /// Passes every unknown action on to the fallback target.
    public func notFound(_ request: NotFoundRequest) throws -> MediatorValue? { nil }

    /// Ignores lifecycle events.
    public func handle(_ event: LifecycleEvent) async throws {}
}

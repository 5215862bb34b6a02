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

/// A call that found no action (or no target), as seen by a not-found handler.
public struct NotFoundRequest: Sendable {
    /// The target name the caller asked for.
    public let target: String
    /// The action name the caller asked for.
    public let action: String
    /// The caller's params.
    public let params: Params
    /// The entry the call came through; remote and local not-found are handled separately.
    public let entry: Entry
    /// Whether the target itself was missing (else only the action was).
    public let targetMissing: Bool
}

/// App lifecycle events fanned out to components in priority order.
public enum LifecycleEvent: String, Sendable, CaseIterable {
    /// The app started; components prepare (ascending priority).
    case launch
    /// The app is ending; components tear down (descending priority).
    case terminate
    /// A user logged in (ascending priority).
    case login
    /// The user logged out (descending priority).
    case logout

    /// Whether this event runs in reverse priority order (teardown).
    public var isTeardown: Bool { self == .terminate || self == .logout }
}

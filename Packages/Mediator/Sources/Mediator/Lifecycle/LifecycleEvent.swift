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
    var isTeardown: Bool { self == .terminate || self == .logout }
}

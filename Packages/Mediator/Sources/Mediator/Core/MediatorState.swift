/// What a mediator keeps between calls, behind its one lock: configuration, found types, live
/// targets and the resolutions of calls seen before.
struct MediatorState: Sendable {
    /// A runtime type lookup's answer, kept so a name is looked up once.
    enum TypeSlot: Sendable {
        case found(any MediatorTarget.Type)
        case missing
    }

    var types: [String: TypeSlot] = [:]
    var live: [String: LiveTarget] = [:]
    var descriptions: [String: TargetDescription] = [:]
    var middlewares: [ScopedMiddleware] = []
    var rewrites = RewriteTable()
    var globalState: String?
    var targetStates: [String: String] = [:]
    var variants: [String: String] = [:]
    var fallbacks: [Entry: String] = [:]
    var remote = RemoteConfiguration()
    var observers: [String: [RewriteTable.Route]] = [:]
    var components: [String: Int] = [:]
    /// Targets whose `init` is running now, with the threads running it: the same thread asking for
    /// the same target again is an `init` that re-enters itself.
    var building: [String: [UInt]] = [:]
    /// Resolutions of calls seen before, by requested target/action; valid for one `generation`.
    var routes: [RouteKey: ResolvedRoute] = [:]
    var generation = 0

    /// Forgets every resolution: called on any change to what a call resolves to.
    mutating func invalidateRoutes() {
        routes.removeAll()
        generation &+= 1
    }
}

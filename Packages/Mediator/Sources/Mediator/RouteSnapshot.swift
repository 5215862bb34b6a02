/// The resolved routes and the remote rules in force, immutable: read under the mediator's lock,
/// replaced whenever either changes.
final class RouteSnapshot: Sendable {
    /// Calls resolved under the configuration in force (possibly not all of them yet: see
    /// `Mediator.State.unpublishedHits`).
    let routes: RouteTable
    /// The remote configuration, its schemes and its target lookup.
    let remote: RemoteConfiguration
    let schemes: AcceptedSchemes
    let targets: RemoteTargetIndex

    /// The snapshot every mediator starts from, shared: it is immutable, and a thread that holds it
    /// for one mediator holds exactly what any other mediator that still publishes it would read.
    static let empty = RouteSnapshot()

    /// An empty snapshot: no routes, nothing remote.
    private convenience init() {
        let remote = RemoteConfiguration()
        self.init(
            routes: RouteTable(), remote: remote, schemes: AcceptedSchemes(remote.schemes), targets: remote.targetIndex)
    }

    private init(routes: RouteTable, remote: RemoteConfiguration, schemes: AcceptedSchemes, targets: RemoteTargetIndex)
    {
        self.routes = routes
        self.remote = remote
        self.schemes = schemes
        self.targets = targets
    }

    /// This snapshot with other routes.
    func with(routes: RouteTable) -> RouteSnapshot {
        RouteSnapshot(routes: routes, remote: remote, schemes: schemes, targets: targets)
    }

    /// This snapshot with another remote configuration.
    func with(remote: RemoteConfiguration) -> RouteSnapshot {
        RouteSnapshot(
            routes: routes, remote: remote, schemes: AcceptedSchemes(remote.schemes), targets: remote.targetIndex)
    }
}

import Foundation

/// The core: finds components' targets by name at first use and dispatches Target-Action calls.
///
/// Two entries: `perform(target:action:params:)` for in-process calls (any params, any action) and
/// `open(_:)` for remote URLs (a checked subset). Safe to call from any thread: configuration and
/// caches sit behind one lock (a pthread mutex), and a repeated call takes it once, briefly, to read
/// the immutable snapshot of resolutions in force (see `RouteSnapshot`), then runs the action outside
/// it. The app may use `Mediator.shared`; tests create their own instances.
public final class Mediator: Sendable {
    /// The services targets read (storage, HTTP client, configuration, clock).
    public let context: MediatorContext
    let naming: TargetNaming
    let state: Locked<State>

    /// The app's default instance. Tests create their own mediators instead.
    public static let shared = Mediator()

    /// Creates a mediator with its own caches, configuration and context.
    public init(context: MediatorContext = MediatorContext(), naming: TargetNaming = .standard) {
        self.context = context
        self.naming = naming
        self.state = Locked(State())
    }

    struct State: Sendable {
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
        /// Resolutions of calls seen before, by requested target/action; valid for one `generation`.
        var routes: [RouteKey: ResolvedRoute] = [:]
        var generation = 0
        /// What calls read: `routes` as last published, and `remote`.
        var snapshot = RouteSnapshot.empty
        /// Calls that found their resolution in `routes` but not in `snapshot` since it was published.
        var unpublishedHits = 0

        /// Forgets every resolution: called on any change to what a call resolves to.
        mutating func invalidateRoutes() {
            routes.removeAll()
            generation &+= 1
            snapshot = snapshot.with(routes: RouteTable())
            unpublishedHits = 0
        }

        /// Counts a call served from `routes` that the snapshot did not have, and publishes `routes`
        /// once such calls outnumber an eighth of the snapshot: a route is published after its
        /// first repeat while the table is small, and publishing stays amortised O(1) per call as it
        /// grows. First calls never publish, so discovering many targets costs no copying.
        mutating func noteUnpublishedHit() {
            guard snapshot.routes.count < routes.count else { return }
            unpublishedHits += 1
            if unpublishedHits > snapshot.routes.count / 8 {
                snapshot = snapshot.with(routes: RouteTable(routes))
                unpublishedHits = 0
            }
        }
    }

    enum TypeSlot: Sendable {
        case found(any MediatorTarget.Type)
        case missing
    }

    // MARK: Local entry

    /// Calls `action` on `target` synchronously through the local entry.
    ///
    /// - Parameter target: the component's name, e.g. `"Goods"` (found as `Goods.Target_Goods`).
    /// - Parameter action: the action's name, as its target declares it.
    /// - Parameter params: the call's parameters.
    /// - Parameter cache: keep the target instance for later calls (release it with `release`).
    /// - Throws: `MediatorError`; an async-only action gives `.requiresAsync`.
    @discardableResult
    public func perform(target: String, action: String, params: Params = [:], cache: Bool = true) throws
        -> MediatorValue
    {
        let value = try result(target: target, action: action, params: params, cache: cache)
        return try MediatorValue(result: value, target: target, action: action)
    }

    /// Calls `action` on `target` synchronously and returns its result as the action returned it
    /// (an interface's wire value such as `GoodsItem`, not encoded): what typed calls cast.
    ///
    /// - Throws: `MediatorError`, as `perform(target:action:params:cache:)`.
    public func result(target: String, action: String, params: Params = [:], cache: Bool = true) throws
        -> any Sendable
    {
        // The common case, a call resolved before, runs straight from the snapshot in force: one
        // lookup, and with no middleware in scope no planning either.
        guard let route = cachedRoute(target: target, action: action) else {
            return try performPlanned(target: target, action: action, params: params, cache: cache)
        }
        guard route.runsDirectly else { return try performPlanned(route, params: params) }
        do {
            return try route.handler(params)
        } catch {
            throw Self.failure(error, of: route)
        }
    }

    // Kept out of line: the fast path above then needs fewer registers and a smaller frame.

    @inline(never)
    private func performPlanned(target: String, action: String, params: Params, cache: Bool) throws -> any Sendable {
        try runSync(plan(target: target, action: action, params: params, entry: .local, cache: cache)).value
    }

    @inline(never)
    private func performPlanned(_ route: ResolvedRoute, params: Params) throws -> any Sendable {
        try runSync(plan(route, params: params, entry: .local)).value
    }

    @inline(never)
    private static func failure(_ error: any Error, of route: ResolvedRoute) -> MediatorError {
        MediatorError.wrapping(error, target: route.target, action: route.actionName)
    }

    /// Calls `action` on `target` through the local entry, awaiting async actions.
    ///
    /// Runs on the caller's executor: from the main actor, a synchronous action runs there without
    /// an executor hop.
    @discardableResult
    nonisolated(nonsending) public func perform(
        target: String, action: String, params: Params = [:], cache: Bool = true
    ) async throws -> MediatorValue {
        let value = try await result(target: target, action: action, params: params, cache: cache)
        return try MediatorValue(result: value, target: target, action: action)
    }

    /// Calls `action` on `target`, awaiting async actions, and returns its result as the action
    /// returned it (not encoded): what typed calls cast.
    nonisolated(nonsending) public func result(
        target: String, action: String, params: Params = [:], cache: Bool = true
    ) async throws -> any Sendable {
        let planned =
            cachedRoute(target: target, action: action).map { plan($0, params: params, entry: .local) }
            ?? plan(target: target, action: action, params: params, entry: .local, cache: cache)
        return try await (planned.needsAsync ? runAsync(planned) : runSync(planned)).value
    }

    /// A builder for a local call: `mediator.call(target: "Goods", action: "list").with("page", 2).perform()`.
    public func call(target: String, action: String) -> CallBuilder {
        CallBuilder(mediator: self, target: target, action: action, params: [:], cache: true)
    }

    // MARK: Target cache

    /// Drops the cached instance of `target` (its type stays known).
    public func release(target: String) {
        state.withLock {
            $0.live.removeValue(forKey: target)
            $0.invalidateRoutes()
        }
    }

    /// Drops every cached target instance.
    public func releaseAll() {
        state.withLock {
            $0.live.removeAll()
            $0.invalidateRoutes()
        }
    }

    /// The names of targets whose instances are cached now, sorted.
    public var cachedTargets: [String] {
        state.withLock { $0.live.keys.sorted() }
    }

    // MARK: Introspection

    /// Every target seen so far (found and created at least once), sorted by name.
    public func knownTargets() -> [TargetDescription] {
        state.withLock { $0.descriptions.values.sorted { $0.name < $1.name } }
    }

    /// Finds `target` (creating it if needed) and describes its actions.
    ///
    /// - Throws: `.targetNotFound` or `.targetUnavailable`.
    public func describe(target: String) throws -> TargetDescription {
        try liveTarget(target, cache: true).description
    }

    // MARK: Configuration

    /// Sets the target whose not-found handler answers calls nobody else handled on `entry`.
    ///
    /// - Throws: `.invalidConfiguration` when no such target type exists.
    public func setFallback(_ target: String?, for entry: Entry) throws {
        if let target {
            do {
                _ = try liveTarget(target, cache: true)
            } catch MediatorError.targetNotFound {
                throw MediatorError.invalidConfiguration(reason: "fallback target '\(target)' does not exist")
            } catch {
                throw MediatorError.invalidConfiguration(reason: "fallback target '\(target)' cannot start: \(error)")
            }
        }
        state.withLock { $0.fallbacks[entry] = target }
    }

    /// Sets the current state: action `x` then resolves to `x@<state>` when the target has it.
    ///
    /// - Parameter name: the state, e.g. `"member"`, or `nil` for none.
    /// - Parameter target: the target it applies to, or `nil` for every target without its own.
    public func setState(_ name: String?, for target: String? = nil) {
        state.withLock {
            if let target { $0.targetStates[target] = name } else { $0.globalState = name }
            $0.invalidateRoutes()
        }
    }

    /// Switches `target` to the factory variant `Target_<Name>_<variant>` (or back, with `nil`).
    ///
    /// - Throws: `.invalidConfiguration` when the variant type does not exist; nothing changes then.
    public func setVariant(_ variant: String?, for target: String) throws {
        if let variant {
            guard RemoteRequest.isIdentifier(target), RemoteRequest.isIdentifier(variant),
                resolveType(naming.typeName(target, variant)) != nil
            else {
                throw MediatorError.invalidConfiguration(
                    reason:
                        "target '\(target)' has no variant '\(variant)' (no type \(naming.typeName(target, variant)))")
            }
        }
        state.withLock {
            $0.variants[target] = variant
            $0.live.removeValue(forKey: target)
            $0.invalidateRoutes()
        }
    }

    /// Replaces the rewrite table applied to both entries.
    public func setRewrites(_ table: RewriteTable) {
        state.withLock {
            $0.rewrites = table
            $0.invalidateRoutes()
        }
    }

    /// The rewrite table in force.
    public var rewrites: RewriteTable { state.withLock { $0.rewrites } }

    /// Appends `middleware` to the chain for calls in `scope`.
    ///
    /// - Parameters:
    ///   - middleware: the middleware, run in registration order.
    ///   - scope: the targets and actions it sees.
    ///   - entry: only calls through this entry (e.g. `.remote` for a guard of links, so local calls
    ///     keep the direct path); nil for both.
    public func use(_ middleware: any Middleware, for scope: MiddlewareScope = .all, entry: Entry? = nil) {
        state.withLock {
            $0.middlewares.append(ScopedMiddleware(scope: scope, entry: entry, middleware: middleware))
            $0.invalidateRoutes()
        }
    }

    /// Removes every middleware named `name`.
    public func removeMiddleware(named name: String) {
        state.withLock {
            $0.middlewares.removeAll { $0.middleware.name == name }
            $0.invalidateRoutes()
        }
    }

    /// The names of the middlewares in the chain, in order.
    public var middlewareNames: [String] { state.withLock { $0.middlewares.map(\.middleware.name) } }

    /// Sets which schemes and targets the remote entry accepts (by default: none, so all is denied).
    public func configureRemote(_ configuration: RemoteConfiguration) {
        state.withLock {
            $0.remote = configuration
            $0.snapshot = $0.snapshot.with(remote: configuration)
        }
    }
}

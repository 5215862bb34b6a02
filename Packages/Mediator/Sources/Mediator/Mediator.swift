import Foundation
import Synchronization

/// The core: finds components' targets by name at first use and dispatches Target-Action calls.
///
/// Two entries: `perform(target:action:params:)` for in-process calls (any params, any action) and
/// `open(_:)` for remote URLs (a checked subset). Safe to call from any thread; all mutable state
/// sits behind one `Mutex`. The app may use `Mediator.shared`; tests create their own instances.
public final class Mediator: Sendable {
    /// The services targets read (storage, HTTP client, configuration, clock).
    public let context: MediatorContext
    let naming: TargetNaming
    let state: Mutex<State>

    /// The app's default instance. Tests create their own mediators instead.
    public static let shared = Mediator()

    /// Creates a mediator with its own caches, configuration and context.
    public init(context: MediatorContext = MediatorContext(), naming: TargetNaming = .standard) {
        self.context = context
        self.naming = naming
        self.state = Mutex(State())
    }

    struct State {
        var types: [String: TypeSlot] = [:]
        var live: [String: LiveTarget] = [:]
        var descriptions: [String: TargetDescription] = [:]
        var middlewares: [(scope: MiddlewareScope, middleware: any Middleware)] = []
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

        /// Forgets every resolution: called on any change to what a call resolves to.
        mutating func invalidateRoutes() {
            routes.removeAll()
            generation &+= 1
        }
    }

    enum TypeSlot {
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
        // The common case, a repeated call with no middleware in scope, skips planning altogether.
        let route = cachedRoute(target: target, action: action)
        if let route, let handler = route.directHandler {
            do {
                return try handler(params)
            } catch {
                throw MediatorError.wrapping(error, target: route.target, action: route.actionName)
            }
        }
        let planned =
            route.map { plan($0, params: params, entry: .local) }
            ?? plan(target: target, action: action, params: params, entry: .local, cache: cache)
        return try runSync(planned).value
    }

    /// Calls `action` on `target` through the local entry, awaiting async actions.
    @discardableResult
    public func perform(target: String, action: String, params: Params = [:], cache: Bool = true) async throws
        -> MediatorValue
    {
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
    public func use(_ middleware: any Middleware, for scope: MiddlewareScope = .all) {
        state.withLock {
            $0.middlewares.append((scope, middleware))
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
        state.withLock { $0.remote = configuration }
    }
}

/// What the remote entry accepts: URL schemes, and the targets a URL may name (matched
/// case-insensitively). A URL can reach only these names, never a module or type of its choosing.
public struct RemoteConfiguration: Sendable, Equatable {
    /// Accepted schemes, lowercase, e.g. `["shop"]`.
    public var schemes: Set<String>
    /// Target names a URL may reach.
    public var targets: [String]

    /// Creates a configuration.
    public init(schemes: Set<String> = [], targets: [String] = []) {
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.targets = targets
    }

    /// The configured name `host` stands for, compared case-insensitively.
    public func canonicalTarget(_ host: String) -> String? {
        targets.first { RemoteRequest.equalIgnoringCase($0, host) }
    }
}

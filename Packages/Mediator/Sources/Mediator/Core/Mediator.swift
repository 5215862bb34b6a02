import Foundation

/// The core: finds components' targets by name at first use and dispatches Target-Action calls.
///
/// Two entries: `perform(target:action:params:)` for in-process calls (any params, any action) and
/// `open(_:)` for remote URLs (a checked subset). Safe to call from any thread: configuration and
/// caches sit behind one lock (a pthread mutex); a repeated call takes it once to find its
/// resolution, then runs the action outside it. The app may use `Mediator.shared`; tests create
/// their own instances.
public final class Mediator: Sendable {
    /// The services targets read (storage, HTTP client, configuration, clock).
    public let context: MediatorContext
    let naming: TargetNaming
    let state: Locked<MediatorState>

    /// The app's default instance. Tests create their own mediators instead.
    public static let shared = Mediator()

    /// Creates a mediator with its own caches, configuration and context.
    public init(context: MediatorContext = MediatorContext(), naming: TargetNaming = .standard) {
        self.context = context
        self.naming = naming
        self.state = Locked(MediatorState())
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
        // Nested calls on this thread: past the limit a call that reaches itself again fails here,
        // naming its chain, instead of overflowing the stack.
        let counter = CallChain.counter
        let depth = counter.pointee
        guard depth < CallChain.limit else { throw CallChain.exceeded(target: target, action: action) }
        counter.pointee = depth + 1
        defer { counter.pointee = depth }
        // The common case, a call resolved before: one lookup, and with no middleware in scope no
        // planning either.
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
        do throws(MediatorError) {
            return try runSync(plan(target: target, action: action, params: params, entry: .local, cache: cache)).value
        } catch {
            throw CallChain.adding(target: target, action: action, to: error)
        }
    }

    @inline(never)
    private func performPlanned(_ route: ResolvedRoute, params: Params) throws -> any Sendable {
        do throws(MediatorError) {
            return try runSync(plan(route, params: params, entry: .local)).value
        } catch {
            throw CallChain.adding(target: route.target, action: route.actionName, to: error)
        }
    }

    @inline(never)
    private static func failure(_ error: any Error, of route: ResolvedRoute) -> MediatorError {
        CallChain.adding(
            target: route.target, action: route.actionName,
            to: MediatorError.wrapping(error, target: route.target, action: route.actionName))
    }

    // Swift 6.2 compilers run the two async entries on the caller's executor (`nonisolated(nonsending)`);
    // 6.0 and 6.1, which lack the modifier, on the generic executor: the same results, with a hop from
    // an actor.
    #if compiler(>=6.2)
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
            switch try startLocal(target: target, action: action, params: params, cache: cache) {
            case .finished(let value):
                return value
            case .pending(let planned, let depth):
                do throws(MediatorError) {
                    return try await CallChain.inTask(depth: depth) { () async throws(MediatorError) in
                        try await runAsync(planned)
                    }.value
                } catch {
                    throw CallChain.adding(target: target, action: action, to: error)
                }
            }
        }
    #else
        /// Calls `action` on `target` through the local entry, awaiting async actions.
        ///
        /// Built by a compiler before Swift 6.2, it runs on the generic executor, so a call from an
        /// actor hops there and back.
        @discardableResult
        public func perform(
            target: String, action: String, params: Params = [:], cache: Bool = true
        ) async throws -> MediatorValue {
            let value = try await result(target: target, action: action, params: params, cache: cache)
            return try MediatorValue(result: value, target: target, action: action)
        }

        /// Calls `action` on `target`, awaiting async actions, and returns its result as the action
        /// returned it (not encoded): what typed calls cast.
        public func result(
            target: String, action: String, params: Params = [:], cache: Bool = true
        ) async throws -> any Sendable {
            switch try startLocal(target: target, action: action, params: params, cache: cache) {
            case .finished(let value):
                return value
            case .pending(let planned, let depth):
                do throws(MediatorError) {
                    return try await CallChain.inTask(depth: depth) { () async throws(MediatorError) in
                        try await runAsync(planned)
                    }.value
                } catch {
                    throw CallChain.adding(target: target, action: action, to: error)
                }
            }
        }
    #endif

    /// How the async local entry's synchronous part ended: with the result of a synchronous action,
    /// or with an async action planned and the call depth to run it at.
    private enum LocalStart {
        case finished(any Sendable)
        case pending(DispatchPlan, depth: Int)
    }

    /// The async local entry up to its first suspension: counts the call, plans it (which may create
    /// a target) and runs a synchronous action, all on the thread's count, restored before anything
    /// awaits. Async calls count in the task (a task-local follows it across suspensions); from under
    /// a synchronous call (a task started to run at once), the thread's count is the larger.
    private func startLocal(
        target: String, action: String, params: Params, cache: Bool
    ) throws(MediatorError) -> LocalStart {
        let counter = CallChain.counter
        let outer = counter.pointee
        let depth = max(outer, CallChain.taskDepth)
        guard depth < CallChain.limit else { throw CallChain.exceeded(target: target, action: action) }
        counter.pointee = depth + 1
        defer { counter.pointee = outer }
        let planned =
            cachedRoute(target: target, action: action).map { plan($0, params: params, entry: .local) }
            ?? plan(target: target, action: action, params: params, entry: .local, cache: cache)
        guard !planned.needsAsync else { return .pending(planned, depth: depth + 1) }
        do throws(MediatorError) {
            return .finished(try runSync(planned).value)
        } catch {
            throw CallChain.adding(target: target, action: action, to: error)
        }
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
    var cachedTargets: [String] {
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
}

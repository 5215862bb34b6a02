import Foundation

extension Mediator {
    /// Runs `body` with the snapshot in force, read under the lock (one uncontended pthread lock,
    /// about 5 ns) and retained while `body` runs.
    ///
    /// A lock-free read through per-thread snapshot caches was tried and removed: with mediators
    /// and threads dying while other threads still held their snapshots, the test suite's process
    /// corrupted its heap (found by the root tests; ASan did not reproduce it). A correct lock-free
    /// scheme needs a reclamation design of its own (e.g. hazard pointers); see the README.
    @inline(__always)
    func withSnapshot<Result>(_ body: (RouteSnapshot) throws -> Result) rethrows -> Result {
        let snapshot = state.withLock { $0.snapshot }
        return try body(snapshot)
    }

    /// The resolved route for a call seen before under the current configuration, if published.
    func cachedRoute(target: String, action: String) -> ResolvedRoute? {
        withSnapshot { $0.routes.route(target: target, action: action)?.takeUnretainedValue() }
    }

    /// What the configuration says about a call before its target is looked at.
    private enum Lookup {
        /// Seen before under this configuration.
        case resolved(ResolvedRoute)
        /// To resolve: the route after rewrites, the state in force, the cached instance if any and
        /// the middlewares in scope, read under `generation`.
        case fresh(
            route: RewriteTable.Route, stateName: String?, cached: LiveTarget?, middlewares: [ScopedMiddleware],
            generation: Int)
    }

    func plan(target: String, action: String, params: Params, entry: Entry, cache: Bool) -> DispatchPlan {
        let requested = RouteKey(target: target, action: action)
        let lookup = state.withLock { s -> Lookup in
            if let resolved = s.routes[requested] {
                s.noteUnpublishedHit()
                return .resolved(resolved)
            }
            let route =
                s.rewrites.isEmpty
                ? RewriteTable.Route(target: target, action: action)
                : s.rewrites.resolve(target: target, action: action)
            let stateName = s.targetStates.isEmpty ? s.globalState : (s.targetStates[route.target] ?? s.globalState)
            let middlewares =
                s.middlewares.isEmpty
                ? []
                : s.middlewares.filter { $0.scope.matches(target: route.target, action: route.action) }
            return .fresh(
                route: route, stateName: stateName, cached: s.live[route.target], middlewares: middlewares,
                generation: s.generation)
        }
        let (route, stateName, cached, middlewares, generation):
            (RewriteTable.Route, String?, LiveTarget?, [ScopedMiddleware], Int)
        switch lookup {
        case .resolved(let resolved):
            return plan(resolved, params: params, entry: entry)
        case .fresh(let freshRoute, let freshState, let freshCached, let freshMiddlewares, let freshGeneration):
            (route, stateName, cached, middlewares, generation) = (
                freshRoute, freshState, freshCached, freshMiddlewares, freshGeneration
            )
        }
        func finish(_ actionName: String, _ step: DispatchPlan.Step) -> DispatchPlan {
            DispatchPlan(
                call: DispatchCall(target: route.target, action: actionName, params: params, entry: entry),
                middlewares: middlewares.filter { $0.applies(to: entry) }.map(\.middleware), step: step)
        }
        // A rewrite never makes a native action remote; refused before any lookup, whatever the casing.
        if entry == .remote, Action.isNative(route.action) {
            return finish(
                route.action,
                .fail(.remoteForbidden(target: route.target, action: route.action, reason: Self.nativeReason)))
        }
        let live: LiveTarget
        if let cached {
            live = cached
        } else {
            do {
                live = try liveTarget(route.target, cache: cache)
            } catch MediatorError.targetNotFound {
                let request = NotFoundRequest(
                    target: route.target, action: route.action, params: params, entry: entry, targetMissing: true)
                return finish(route.action, .notFound(request, nil))
            } catch {
                return finish(
                    route.action, .fail(MediatorError.wrapping(error, target: route.target, action: route.action)))
            }
        }
        var found = live.actions[route.action]
        if let stateName, let variant = live.actions["\(route.action)@\(stateName)"] {
            found = variant
        }
        guard let found else {
            let request = NotFoundRequest(
                target: route.target, action: route.action, params: params, entry: entry, targetMissing: false)
            return finish(route.action, .notFound(request, live))
        }
        let resolution = ResolvedRoute(
            target: route.target, actionName: found.name, action: found, live: live, middlewares: middlewares)
        state.withLock { s in
            // Only a resolution made under the configuration still in force, served by the instance
            // still cached, may be reused.
            if s.generation == generation, s.live[route.target] === live { s.routes[requested] = resolution }
        }
        return plan(resolution, params: params, entry: entry)
    }

    /// The plan for a resolved route: runs it, unless the remote entry may not.
    func plan(_ route: ResolvedRoute, params: Params, entry: Entry) -> DispatchPlan {
        let call = DispatchCall(target: route.target, action: route.actionName, params: params, entry: entry)
        guard entry == .remote else {
            return DispatchPlan(call: call, middlewares: route.localMiddlewares, step: .run(route.action))
        }
        let reason: String?
        if Action.isNative(route.actionName) {
            reason = Self.nativeReason
        } else if !route.action.isRemote {
            reason = "the action is not declared remote-callable"
        } else if !Self.isOrdinary(params) {
            reason = "parameters \(params.nonOrdinaryKeys) are not ordinary values"
        } else {
            reason = nil
        }
        let step: DispatchPlan.Step =
            reason.map { .fail(.remoteForbidden(target: route.target, action: route.actionName, reason: $0)) }
            ?? .run(route.action)
        return DispatchPlan(call: call, middlewares: route.remoteMiddlewares, step: step)
    }

    static let nativeReason = "native actions are never remote-callable"

    /// `params.isOrdinary`, without a key path per value (a third of a remote call's planning).
    static func isOrdinary(_ params: Params) -> Bool {
        for value in params.values.values where !value.isOrdinary { return false }
        return true
    }

    /// Whether the remote entry may run `route` with `params` straight away: what `plan(_:params:entry:)`
    /// allows for `.remote`, for a synchronous action with no middleware in scope.
    static func runsRemotelyAtOnce(_ route: ResolvedRoute, _ params: Params) -> Bool {
        route.runsRemotelyDirectly && route.action.isRemote && !Action.isNative(route.actionName)
            && isOrdinary(params)
    }

    /// The middlewares in scope for a remote call that never reached a target (unknown target).
    func middlewares(target: String, action: String) -> [any Middleware] {
        state.withLock { s in
            s.middlewares.filter { $0.scope.matches(target: target, action: action) && $0.applies(to: .remote) }
                .map(\.middleware)
        }
    }

    func runSync(_ plan: DispatchPlan) throws(MediatorError) -> DispatchResult {
        if plan.middlewares.isEmpty { return try executeSync(plan) }
        let start = ContinuousClock.now
        do {
            try before(plan)
            let result = try executeSync(plan)
            after(plan, .success(result.value), since: start)
            return result
        } catch {
            after(plan, .failure(error), since: start)
            throw error
        }
    }

    func runAsync(_ plan: DispatchPlan) async throws(MediatorError) -> DispatchResult {
        if plan.middlewares.isEmpty { return try await executeAsync(plan) }
        let start = ContinuousClock.now
        do {
            try before(plan)
            let result = try await executeAsync(plan)
            after(plan, .success(result.value), since: start)
            return result
        } catch {
            after(plan, .failure(error), since: start)
            throw error
        }
    }

    private func before(_ plan: DispatchPlan) throws(MediatorError) {
        // A call already refused at planning (a remote call to a local action, a target that cannot
        // start) reports that reason; a guard must not answer it with "log in first" instead.
        if case .fail(let error) = plan.step { throw error }
        for middleware in plan.middlewares {
            do {
                try middleware.willDispatch(plan.call)
            } catch {
                let known: (code: String, kind: ErrorKind)? =
                    (error as? MediatorError).map { ($0.code, $0.kind) }
                    ?? (error as? any DomainError).map { ($0.code, $0.kind) }
                throw .stopped(
                    middleware: middleware.name, target: plan.call.target, action: plan.call.action,
                    code: known?.code ?? "stopped", kind: known?.kind ?? .forbidden, message: String(describing: error))
            }
        }
    }

    private func after(
        _ plan: DispatchPlan, _ result: Result<any Sendable, MediatorError>, since start: ContinuousClock.Instant
    ) {
        let outcome = DispatchOutcome(result: result, duration: ContinuousClock.now - start)
        for middleware in plan.middlewares.reversed() {
            middleware.didDispatch(plan.call, outcome: outcome)
        }
    }

    private func executeSync(_ plan: DispatchPlan) throws(MediatorError) -> DispatchResult {
        switch plan.step {
        case .fail(let error):
            throw error
        case .notFound(let request, let live):
            return try resolveNotFound(request, live)
        case .run(let action):
            guard case .sync(let handler) = action.body else {
                throw .requiresAsync(target: plan.call.target, action: plan.call.action)
            }
            do {
                return DispatchResult(value: try handler(plan.call.params), handledNotFound: false)
            } catch {
                throw MediatorError.wrapping(error, target: plan.call.target, action: plan.call.action)
            }
        }
    }

    private func executeAsync(_ plan: DispatchPlan) async throws(MediatorError) -> DispatchResult {
        guard case .run(let action) = plan.step, case .async(let handler) = action.body else {
            return try executeSync(plan)
        }
        do {
            return DispatchResult(value: try await handler(plan.call.params), handledNotFound: false)
        } catch {
            throw MediatorError.wrapping(error, target: plan.call.target, action: plan.call.action)
        }
    }

    /// The not-found chain: the target's own handler, then the entry's fallback target, then the error.
    private func resolveNotFound(_ request: NotFoundRequest, _ live: LiveTarget?) throws(MediatorError)
        -> DispatchResult
    {
        do {
            if let live, let value = try live.target.notFound(request) {
                return DispatchResult(value: value, handledNotFound: true)
            }
            if let fallback = state.withLock({ $0.fallbacks[request.entry] }), fallback != request.target,
                let value = try liveTarget(fallback, cache: true).target.notFound(request)
            {
                return DispatchResult(value: value, handledNotFound: true)
            }
        } catch {
            throw MediatorError.wrapping(error, target: request.target, action: request.action)
        }
        if request.targetMissing { throw .targetNotFound(target: request.target) }
        throw .actionNotFound(target: request.target, action: request.action)
    }

    /// The instance serving `name`: the cached one, or a new one from the (cached) runtime type.
    func liveTarget(_ name: String, cache: Bool) throws -> LiveTarget {
        let (cached, variant, generation) = state.withLock { ($0.live[name], $0.variants[name], $0.generation) }
        if let cached { return cached }
        guard RemoteRequest.isIdentifier(name) else { throw MediatorError.targetNotFound(target: name) }
        let typeName = naming.typeName(name, variant)
        guard let type = resolveType(typeName) else { throw MediatorError.targetNotFound(target: name) }
        let target: any MediatorTarget
        do {
            if let nameAware = type as? any NameAwareTarget.Type {
                target = try nameAware.init(mediator: self, serving: name)
            } else {
                target = try type.init(mediator: self)
            }
        } catch {
            throw MediatorError.targetUnavailable(target: name, reason: String(describing: error))
        }
        let live = LiveTarget(name: name, typeName: typeName, target: target)
        return state.withLock { s in
            // Described once per type, not per instance: a fresh mediator's targets mostly are.
            if s.descriptions[name]?.typeName != typeName { s.descriptions[name] = live.description }
            // After a configuration change (a variant switch) this instance may be stale: it serves
            // this call only.
            guard cache, s.generation == generation else { return live }
            if let winner = s.live[name] { return winner }
            s.live[name] = live
            return live
        }
    }

    /// Looks a type up by its full name through the Swift runtime, once per name.
    func resolveType(_ typeName: String) -> (any MediatorTarget.Type)? {
        switch state.withLock({ $0.types[typeName] }) {
        case .found(let type)?: return type
        case .missing?: return nil
        case nil: break
        }
        let found = Self.foundTypes.withLock({ $0[typeName] }) ?? Self.lookUpType(typeName) as? any MediatorTarget.Type
        if let found { Self.foundTypes.withLock { $0[typeName] = found } }
        state.withLock { $0.types[typeName] = found.map { .found($0) } ?? .missing }
        return found
    }

    /// Types found by name so far in this process, shared by every mediator: a type found once stays
    /// what that name means for the life of the process, so a fresh mediator's first call skips the
    /// runtime's lookup (most of first-call discovery). Names not found are not kept here: a
    /// library loaded later may still bring them.
    private static let foundTypes = Locked<[String: any MediatorTarget.Type]>([:])

    /// Asks the Swift runtime for `Module.Type`, whether the type is a struct, a class or an enum.
    ///
    /// The runtime's `Module.Type` shorthand finds classes only, and targets are usually structs,
    /// so a two-identifier name is looked up by its mangled forms (`4Echo11Target_EchoV`, then
    /// `…C`, then `…O`). Any other spelling from a custom `TargetNaming` goes to the runtime as is.
    static func lookUpType(_ typeName: String) -> Any.Type? {
        guard var mangled = structMangling(of: typeName) else { return _typeByName(typeName) }
        if let found = _typeByName(mangled) { return found }
        for kind in ["C", "O"] {
            mangled.removeLast()
            mangled += kind
            if let found = _typeByName(mangled) { return found }
        }
        return nil
    }

    /// `4Echo11Target_EchoV` for `Echo.Target_Echo`, built in one allocation; `nil` for any other shape.
    private static func structMangling(of typeName: String) -> String? {
        var name = typeName
        name.makeContiguousUTF8()
        let built = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return nil }
            let module = UnsafeBufferPointer(rebasing: bytes[..<dot])
            let type = UnsafeBufferPointer(rebasing: bytes[(dot + 1)...])
            guard isMangleable(module), isMangleable(type) else { return nil }
            let moduleCount = String(module.count)
            let typeCount = String(type.count)
            let length = moduleCount.utf8.count + module.count + typeCount.utf8.count + type.count + 1
            return String(unsafeUninitializedCapacity: length) { output in
                var index = 0
                func put<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
                    for byte in bytes {
                        output[index] = byte
                        index += 1
                    }
                }
                put(moduleCount.utf8)
                put(module)
                put(typeCount.utf8)
                put(type)
                put(CollectionOfOne(UInt8(ascii: "V")))
                return index
            }
        }
        return built ?? nil
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`: a name a mangled type name spells as its length and its bytes.
    private static func isMangleable(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }
        guard let first = name.first, isLetter(first) || first == UInt8(ascii: "_") else { return false }
        return name.allSatisfy {
            isLetter($0) || $0 == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
        }
    }
}

import Foundation

extension Mediator {
    /// The resolution of a call seen before under the current configuration, if any.
    @inline(__always)
    func cachedRoute(target: String, action: String) -> ResolvedRoute? {
        let key = RouteKey(target: target, action: action)
        return state.withLock { $0.routes[key] }
    }

    /// What a call resolves to under the configuration in force: its cached resolution, or the
    /// route after rewrites and state, the target to ask and the middlewares in scope.
    func plan(target: String, action: String, params: Params, entry: Entry, cache: Bool) -> DispatchPlan {
        let requested = RouteKey(target: target, action: action)
        typealias Fresh = (
            route: RewriteTable.Route, state: String?, live: LiveTarget?, scoped: [ScopedMiddleware],
            all: [ScopedMiddleware], generation: Int
        )
        let (resolved, fresh) = state.withLock { s -> (ResolvedRoute?, Fresh) in
            if let resolved = s.routes[requested] {
                return (resolved, (RewriteTable.Route(target: target, action: action), nil, nil, [], [], 0))
            }
            let route = s.rewrites.resolve(target: target, action: action)
            let scoped = s.middlewares.filter { $0.scope.matches(target: route.target, action: route.action) }
            return (
                nil,
                (
                    route, s.targetStates[route.target] ?? s.globalState, s.live[route.target], scoped, s.middlewares,
                    s.generation
                )
            )
        }
        if let resolved { return plan(resolved, params: params, entry: entry) }
        let route = fresh.route
        func finish(_ step: DispatchPlan.Step) -> DispatchPlan {
            DispatchPlan(
                call: DispatchCall(target: route.target, action: route.action, params: params, entry: entry),
                middlewares: fresh.scoped.filter { $0.applies(to: entry) }.map(\.middleware), step: step)
        }
        func notFound(_ live: LiveTarget?) -> DispatchPlan {
            let request = NotFoundRequest(
                target: route.target, action: route.action, params: params, entry: entry, targetMissing: live == nil)
            return finish(.notFound(request, live))
        }
        // A rewrite never makes a native action remote; refused before any lookup, whatever the casing.
        if entry == .remote, Action.isNative(route.action) {
            return finish(
                .fail(.remoteForbidden(target: route.target, action: route.action, reason: Self.nativeReason)))
        }
        let live: LiveTarget
        do {
            live = try fresh.live ?? liveTarget(route.target, cache: cache)
        } catch MediatorError.targetNotFound {
            return notFound(nil)
        } catch {
            return finish(.fail(MediatorError.wrapping(error, target: route.target, action: route.action)))
        }
        let variant = fresh.state.flatMap { live.actions["\(route.action)@\($0)"] }
        guard let found = variant ?? live.actions[route.action] else { return notFound(live) }
        // The state picked a variant: a middleware scoped to that variant sees it too.
        let scoped =
            found.name == route.action
            ? fresh.scoped
            : fresh.all.filter {
                $0.scope.matches(target: route.target, action: route.action)
                    || $0.scope.matches(target: route.target, action: found.name)
            }
        let resolution = ResolvedRoute(
            target: route.target, actionName: found.name, action: found, live: live, middlewares: scoped)
        state.withLock { s in
            // Only a resolution made under the configuration still in force, served by the instance
            // still cached, may be reused.
            if s.generation == fresh.generation, s.live[route.target] === live { s.routes[requested] = resolution }
        }
        return plan(resolution, params: params, entry: entry)
    }

    /// The plan for a resolved route: runs it, unless the remote entry may not.
    func plan(_ route: ResolvedRoute, params: Params, entry: Entry) -> DispatchPlan {
        let call = DispatchCall(target: route.target, action: route.actionName, params: params, entry: entry)
        guard entry == .remote else {
            return DispatchPlan(call: call, middlewares: route.localMiddlewares, step: .run(route.action.body))
        }
        let reason: String?
        if Action.isNative(route.actionName) {
            reason = Self.nativeReason
        } else if !route.action.isRemote {
            reason = "the action is not declared remote-callable"
        } else if !params.isOrdinary {
            reason = "parameters \(params.nonOrdinaryKeys) are not ordinary values"
        } else {
            reason = nil
        }
        let step: DispatchPlan.Step =
            reason.map { .fail(.remoteForbidden(target: route.target, action: route.actionName, reason: $0)) }
            ?? .run(route.action.body)
        return DispatchPlan(call: call, middlewares: route.remoteMiddlewares, step: step)
    }

    static let nativeReason = "native actions are never remote-callable"

    /// The middlewares in scope for a remote call that never reached a target (unknown target).
    func middlewares(target: String, action: String) -> [any Middleware] {
        state.withLock { s in
            s.middlewares.filter { $0.scope.matches(target: target, action: action) && $0.applies(to: .remote) }
                .map(\.middleware)
        }
    }

    /// Runs `plan` through its middlewares: `willDispatch` in order, the step, `didDispatch` in reverse.
    func runSync(_ plan: DispatchPlan) throws(MediatorError) -> DispatchResult {
        if plan.middlewares.isEmpty { return try executeSync(plan) }
        let start = ContinuousClock.now
        do {
            try before(plan)
            return after(plan, try executeSync(plan), since: start)
        } catch {
            throw after(plan, error, since: start)
        }
    }

    /// `runSync(_:)`, awaiting an async action.
    func runAsync(_ plan: DispatchPlan) async throws(MediatorError) -> DispatchResult {
        if plan.middlewares.isEmpty { return try await executeAsync(plan) }
        let start = ContinuousClock.now
        do {
            try before(plan)
            return after(plan, try await executeAsync(plan), since: start)
        } catch {
            throw after(plan, error, since: start)
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
                // A chain too deep passes through the guards that made its calls, naming the chain.
                if let chain = error as? MediatorError, case .callDepthExceeded = chain { throw chain }
                let known = (error as? any DomainError).map { ($0.code, $0.kind) }
                throw .stopped(
                    middleware: middleware.name, target: plan.call.target, action: plan.call.action,
                    code: known?.0 ?? "stopped", kind: known?.1 ?? .forbidden, message: String(describing: error))
            }
        }
    }

    private func after(_ plan: DispatchPlan, _ result: DispatchResult, since start: ContinuousClock.Instant)
        -> DispatchResult
    {
        notify(plan, .success(result.value), since: start)
        return result
    }

    private func after(_ plan: DispatchPlan, _ error: MediatorError, since start: ContinuousClock.Instant)
        -> MediatorError
    {
        notify(plan, .failure(error), since: start)
        return error
    }

    private func notify(
        _ plan: DispatchPlan, _ result: Result<any Sendable, MediatorError>, since start: ContinuousClock.Instant
    ) {
        let outcome = DispatchOutcome(result: result, duration: ContinuousClock.now - start)
        for middleware in plan.middlewares.reversed() { middleware.didDispatch(plan.call, outcome: outcome) }
    }

    private func executeSync(_ plan: DispatchPlan) throws(MediatorError) -> DispatchResult {
        switch plan.step {
        case .fail(let error):
            throw error
        case .notFound(let request, let live):
            return try resolveNotFound(request, live)
        case .run(let body):
            guard case .sync(let handler) = body else {
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
        guard case .run(.async(let handler)) = plan.step else {
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
}

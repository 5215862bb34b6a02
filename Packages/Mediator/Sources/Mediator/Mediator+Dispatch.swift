import Foundation

/// A target instance with its action table, built once.
final class LiveTarget: Sendable {
    let name: String
    let typeName: String
    let target: any MediatorTarget
    let actions: [String: Action]

    init(name: String, typeName: String, target: any MediatorTarget) {
        self.name = name
        self.typeName = typeName
        self.target = target
        var table: [String: Action] = [:]
        for action in target.actions where table[action.name] == nil {
            table[action.name] = action
        }
        self.actions = table
    }

    var description: TargetDescription {
        TargetDescription(
            name: name, typeName: typeName,
            actions: actions.values.sorted { $0.name < $1.name }.map {
                .init(name: $0.name, isRemote: $0.isRemote, isAsync: $0.isAsync, summary: $0.summary)
            })
    }
}

/// A call resolved down to what will run, before middleware sees it.
struct DispatchPlan {
    enum Step {
        case run(Action)
        case notFound(NotFoundRequest, LiveTarget?)
        case fail(MediatorError)
    }

    let call: DispatchCall
    let middlewares: [any Middleware]
    let step: Step
}

/// A dispatch's value, and whether a not-found handler produced it.
struct DispatchResult {
    let value: MediatorValue
    let handledNotFound: Bool
}

extension Mediator {
    func plan(target: String, action: String, params: Params, entry: Entry, cache: Bool) -> DispatchPlan {
        let (route, stateName, cached, middlewares) = state.withLock { s in
            let route =
                s.rewrites.isEmpty
                ? RewriteTable.Route(target: target, action: action)
                : s.rewrites.resolve(target: target, action: action)
            let stateName = s.targetStates.isEmpty ? s.globalState : (s.targetStates[route.target] ?? s.globalState)
            let middlewares =
                s.middlewares.isEmpty
                ? []
                : s.middlewares.filter { $0.scope.matches(target: route.target, action: route.action) }.map(\.middleware)
            return (route, stateName, s.live[route.target], middlewares)
        }
        func finish(_ actionName: String, _ step: DispatchPlan.Step) -> DispatchPlan {
            DispatchPlan(
                call: DispatchCall(target: route.target, action: actionName, params: params, entry: entry),
                middlewares: middlewares, step: step)
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
                return finish(route.action, .fail(MediatorError.wrapping(error, target: route.target, action: route.action)))
            }
        }
        var chosen = route.action
        var found = live.actions[route.action]
        if let stateName, let variant = live.actions["\(route.action)@\(stateName)"] {
            chosen = variant.name
            found = variant
        }
        guard let found else {
            let request = NotFoundRequest(
                target: route.target, action: route.action, params: params, entry: entry, targetMissing: false)
            return finish(chosen, .notFound(request, live))
        }
        if entry == .remote {
            let reason: String?
            if !found.isRemote {
                reason = "the action is not declared remote-callable"
            } else if !params.isOrdinary {
                reason = "parameters \(params.nonOrdinaryKeys) are not ordinary values"
            } else {
                reason = nil
            }
            if let reason {
                return finish(chosen, .fail(.remoteForbidden(target: route.target, action: chosen, reason: reason)))
            }
        }
        return finish(chosen, .run(found))
    }

    static let nativeReason = "native actions are never remote-callable"

    /// The middlewares in scope for a call that never reached a target (remote, unknown target).
    func middlewares(target: String, action: String) -> [any Middleware] {
        state.withLock { s in
            s.middlewares.filter { $0.scope.matches(target: target, action: action) }.map(\.middleware)
        }
    }

    func runSync(_ plan: DispatchPlan) throws(MediatorError) -> DispatchResult {
        if plan.middlewares.isEmpty { return try executeSync(plan) }
        let clock = ContinuousClock()
        let start = clock.now
        let result = Result { () throws(MediatorError) -> DispatchResult in
            try before(plan)
            return try executeSync(plan)
        }
        after(plan, result, duration: clock.now - start)
        return try result.get()
    }

    func runAsync(_ plan: DispatchPlan) async throws(MediatorError) -> DispatchResult {
        if plan.middlewares.isEmpty { return try await executeAsync(plan) }
        let clock = ContinuousClock()
        let start = clock.now
        let result: Result<DispatchResult, MediatorError>
        do {
            try before(plan)
            result = .success(try await executeAsync(plan))
        } catch {
            result = .failure(error)
        }
        after(plan, result, duration: clock.now - start)
        return try result.get()
    }

    private func before(_ plan: DispatchPlan) throws(MediatorError) {
        for middleware in plan.middlewares {
            do {
                try middleware.willDispatch(plan.call)
            } catch {
                let code = (error as? MediatorError)?.code ?? (error as? any DomainError)?.code ?? "stopped"
                throw .stopped(
                    middleware: middleware.name, target: plan.call.target, action: plan.call.action, code: code,
                    message: String(describing: error))
            }
        }
    }

    private func after(_ plan: DispatchPlan, _ result: Result<DispatchResult, MediatorError>, duration: Duration) {
        let outcome = DispatchOutcome(result: result.map(\.value), duration: duration)
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
        if let live = state.withLock({ $0.live[name] }) { return live }
        guard RemoteRequest.isIdentifier(name) else { throw MediatorError.targetNotFound(target: name) }
        let variant = state.withLock { $0.variants[name] }
        let typeName = naming.typeName(name, variant)
        guard let type = resolveType(typeName) else { throw MediatorError.targetNotFound(target: name) }
        let target: any MediatorTarget
        do {
            target = try type.init(mediator: self)
        } catch {
            throw MediatorError.targetUnavailable(target: name, reason: String(describing: error))
        }
        let live = LiveTarget(name: name, typeName: typeName, target: target)
        let description = live.description
        return state.withLock { s in
            if s.descriptions[name]?.typeName != typeName { s.descriptions[name] = description }
            guard cache else { return live }
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
        let found = Self.lookUpType(typeName) as? any MediatorTarget.Type
        state.withLock { $0.types[typeName] = found.map { .found($0) } ?? .missing }
        return found
    }

    /// Asks the Swift runtime for `Module.Type`, whether the type is a struct, a class or an enum.
    ///
    /// The runtime's `Module.Type` shorthand finds classes only, and targets are usually structs,
    /// so a two-identifier name is looked up by its mangled forms (`4Echo11Target_EchoV`, then
    /// `…C`, then `…O`). Any other spelling from a custom `TargetNaming` goes to the runtime as is.
    static func lookUpType(_ typeName: String) -> Any.Type? {
        let parts = typeName.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ RemoteRequest.isIdentifier($0, maxLength: 255) }) else {
            return _typeByName(typeName)
        }
        let context = "\(parts[0].utf8.count)\(parts[0])\(parts[1].utf8.count)\(parts[1])"
        for kind in ["V", "C", "O"] {
            if let type = _typeByName(context + kind) { return type }
        }
        return nil
    }
}

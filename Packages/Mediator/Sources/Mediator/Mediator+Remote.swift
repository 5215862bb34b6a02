extension Mediator {
    /// Opens a remote URL `scheme://target/action?query`: the same dispatch as a local call, limited
    /// to configured schemes and targets and to actions declared remote-callable.
    ///
    /// Never throws: every input gives a response. Not-found runs the remote chain (the target's
    /// handler, then the remote fallback) and otherwise answers 404.
    public func open(_ url: String) async -> RemoteResponse {
        let configuration = state.withLock { $0.remote }
        let request: RemoteRequest
        do {
            request = try RemoteRequest.parse(url, schemes: configuration.schemes)
        } catch {
            return RemoteResponse(status: 400, error: error as? MediatorError)
        }
        let target = configuration.canonicalTarget(request.target)
        var plan: DispatchPlan
        if let target, !Action.isNative(request.action) {
            plan = self.plan(
                target: target, action: request.action, params: request.params, entry: .remote, cache: true)
            // A rewrite may lead to another target; it must be remote-visible too, or a rewrite would
            // widen remote access (found by Tools/fuzz RemoteEntry).
            if plan.call.target != target, configuration.canonicalTarget(plan.call.target) == nil {
                plan = DispatchPlan(
                    call: plan.call, middlewares: plan.middlewares,
                    step: .fail(
                        .remoteForbidden(
                            target: target, action: request.action,
                            reason: "it is rewritten to a target that is not remote-visible")))
            }
        } else {
            // Neither a native name nor an unlisted target ever reaches a type lookup.
            let name = target ?? request.target
            let step: DispatchPlan.Step =
                Action.isNative(request.action)
                ? .fail(.remoteForbidden(target: name, action: request.action, reason: Self.nativeReason))
                : .notFound(
                    NotFoundRequest(
                        target: name, action: request.action, params: request.params, entry: .remote,
                        targetMissing: true),
                    nil)
            plan = DispatchPlan(
                call: DispatchCall(target: name, action: request.action, params: request.params, entry: .remote),
                middlewares: middlewares(target: name, action: request.action), step: step)
        }
        do {
            let result = plan.needsAsync ? try await runAsync(plan) : try runSync(plan)
            return RemoteResponse(status: result.handledNotFound ? 404 : 200, value: result.value)
        } catch {
            return RemoteResponse(status: RemoteResponse.status(for: error), error: error)
        }
    }

    /// Parses a remote URL with the configured schemes, without running it.
    ///
    /// - Throws: `.invalidURL`.
    public func parseRemote(_ url: String) throws -> RemoteRequest {
        try RemoteRequest.parse(url, schemes: state.withLock { $0.remote.schemes })
    }

    /// The remote configuration in force.
    public var remoteConfiguration: RemoteConfiguration { state.withLock { $0.remote } }
}

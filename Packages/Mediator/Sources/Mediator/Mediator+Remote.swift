extension Mediator {
    /// Opens a remote URL `scheme://target/action?query`: the same dispatch as a local call, limited
    /// to configured schemes and targets and to actions declared remote-callable.
    ///
    /// Never throws: every input gives a response. Not-found runs the remote chain (the target's
    /// handler, then the remote fallback) and otherwise answers 404. Runs on the caller's executor:
    /// a deep link handled on the main actor runs a synchronous action there, without an executor hop.
    nonisolated(nonsending) public func open(_ url: String) async -> RemoteResponse {
        let plan: DispatchPlan
        switch remotePlan(url) {
        case .answered(let response): return response
        case .planned(let planned): plan = planned
        }
        do {
            let result = plan.needsAsync ? try await runAsync(plan) : try runSync(plan)
            return RemoteResponse(
                status: result.handledNotFound ? 404 : 200,
                value: try MediatorValue(result: result.value, target: plan.call.target, action: plan.call.action))
        } catch {
            return RemoteResponse(status: RemoteResponse.status(for: error), error: error)
        }
    }

    /// Opens a remote URL synchronously, for callers that cannot wait, such as a platform's
    /// synchronous open-URL callback: the same answers as `open(_:) async`, except that an
    /// asynchronous action answers 503 with `.requiresAsync`.
    public func open(_ url: String) -> RemoteResponse {
        let plan: DispatchPlan
        switch remotePlan(url) {
        case .answered(let response): return response
        case .planned(let planned): plan = planned
        }
        do {
            let result = try runSync(plan)
            return RemoteResponse(
                status: result.handledNotFound ? 404 : 200,
                value: try MediatorValue(result: result.value, target: plan.call.target, action: plan.call.action))
        } catch {
            return RemoteResponse(status: RemoteResponse.status(for: error), error: error)
        }
    }

    /// Parses the URL against the snapshot in force and answers it when that needs no waiting and
    /// no middleware (a synchronous remote action, or a bad URL); otherwise plans its dispatch.
    private func remotePlan(_ url: String) -> RemoteStep {
        withSnapshot { snapshot in
            RemoteURL.withBytes(of: url) { bytes in
                let parts: RemoteURL
                do throws(MediatorError) {
                    parts = try RemoteURL.scan(bytes, text: url, schemes: snapshot.schemes)
                } catch {
                    return .answered(RemoteResponse(status: 400, error: error))
                }
                let action = String(decoding: bytes[parts.action], as: UTF8.self)
                let host = UnsafeBufferPointer(rebasing: bytes[parts.host])
                guard let target = snapshot.targets.canonical(ascii: host), !Action.isNative(action) else {
                    // The host is needed as written only when no configured target answers to it.
                    let name = snapshot.targets.canonical(ascii: host) ?? String(decoding: host, as: UTF8.self)
                    return .planned(refusal(target: name, action: action, params: parts.params))
                }
                // A rewrite may lead to another target; it must be remote-visible too, or a rewrite would
                // widen remote access (found by Tools/fuzz RemoteEntry).
                func visible(_ planned: DispatchPlan) -> DispatchPlan {
                    guard planned.call.target != target, snapshot.targets.canonical(planned.call.target) == nil else {
                        return planned
                    }
                    return DispatchPlan(
                        call: planned.call, middlewares: planned.middlewares,
                        step: .fail(
                            .remoteForbidden(
                                target: target, action: action,
                                reason: "it is rewritten to a target that is not remote-visible")))
                }
                guard let found = snapshot.routes.route(target: target, action: action) else {
                    return .planned(
                        visible(plan(target: target, action: action, params: parts.params, entry: .remote, cache: true))
                    )
                }
                return found._withUnsafeGuaranteedRef { route in
                    guard route.target == target || snapshot.targets.canonical(route.target) != nil,
                        Self.runsRemotelyAtOnce(route, parts.params)
                    else {
                        return .planned(visible(plan(route, params: parts.params, entry: .remote)))
                    }
                    do {
                        let value = try route.handler(parts.params)
                        return .answered(
                            RemoteResponse(
                                status: 200,
                                value: try MediatorValue(result: value, target: route.target, action: route.actionName))
                        )
                    } catch {
                        let failure = MediatorError.wrapping(error, target: route.target, action: route.actionName)
                        return .answered(RemoteResponse(status: RemoteResponse.status(for: failure), error: failure))
                    }
                }
            }
        }
    }

    /// The plan for a URL naming a native action or no configured target: neither ever reaches a
    /// type lookup.
    private func refusal(target: String, action: String, params: Params) -> DispatchPlan {
        let step: DispatchPlan.Step =
            Action.isNative(action)
            ? .fail(.remoteForbidden(target: target, action: action, reason: Self.nativeReason))
            : .notFound(
                NotFoundRequest(target: target, action: action, params: params, entry: .remote, targetMissing: true),
                nil)
        return DispatchPlan(
            call: DispatchCall(target: target, action: action, params: params, entry: .remote),
            middlewares: middlewares(target: target, action: action), step: step)
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

/// Where the remote entry stands once a URL is parsed: answered already, or a dispatch to run.
private enum RemoteStep {
    case answered(RemoteResponse)
    case planned(DispatchPlan)
}

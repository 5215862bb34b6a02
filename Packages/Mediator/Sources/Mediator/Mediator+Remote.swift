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
            return RemoteResponse(status: result.handledNotFound ? 404 : 200, value: result.value)
        } catch {
            return RemoteResponse(status: RemoteResponse.status(for: error), error: error)
        }
    }

    /// Opens a remote URL synchronously, for callers that cannot wait, such as a platform's
    /// synchronous open-URL callback: the same answers as `open(_:) async`, except that an
    /// asynchronous action answers 500 with `.requiresAsync`.
    public func open(_ url: String) -> RemoteResponse {
        let plan: DispatchPlan
        switch remotePlan(url) {
        case .answered(let response): return response
        case .planned(let planned): plan = planned
        }
        do {
            let result = try runSync(plan)
            return RemoteResponse(status: result.handledNotFound ? 404 : 200, value: result.value)
        } catch {
            return RemoteResponse(status: RemoteResponse.status(for: error), error: error)
        }
    }

    /// Parses the URL against the snapshot in force and plans its dispatch; nothing runs yet.
    private func remotePlan(_ url: String) -> RemoteStep {
        let snapshot = withSnapshot { $0 }
        let parsed = RemoteURL.withBytes(of: url) {
            bytes -> Result<(RemoteURL, String?, String, String), MediatorError> in
            Result { () throws(MediatorError) in
                let parts = try RemoteURL.scan(bytes, text: url, schemes: snapshot.schemes)
                let host = UnsafeBufferPointer(rebasing: bytes[parts.host])
                let action = String(decoding: bytes[parts.action], as: UTF8.self)
                // The host is only ever needed as written when no configured target answers to it.
                let target = snapshot.targets.canonical(ascii: host)
                return (parts, target, target ?? String(decoding: host, as: UTF8.self), action)
            }
        }
        let (parts, target, name, action): (RemoteURL, String?, String, String)
        switch parsed {
        case .failure(let error): return .answered(RemoteResponse(status: 400, error: error))
        case .success(let success): (parts, target, name, action) = success
        }
        let params = parts.params
        if let target, !Action.isNative(action) {
            if let route = snapshot.routes.route(target: target, action: action)?.takeUnretainedValue() {
                return .planned(plan(route, params: params, entry: .remote))
            }
            return .planned(plan(target: target, action: action, params: params, entry: .remote, cache: true))
        }
        // Neither a native name nor an unlisted target ever reaches a type lookup.
        let step: DispatchPlan.Step =
            Action.isNative(action)
            ? .fail(.remoteForbidden(target: name, action: action, reason: Self.nativeReason))
            : .notFound(
                NotFoundRequest(target: name, action: action, params: params, entry: .remote, targetMissing: true), nil)
        return .planned(
            DispatchPlan(
                call: DispatchCall(target: name, action: action, params: params, entry: .remote),
                middlewares: middlewares(target: name, action: action), step: step))
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

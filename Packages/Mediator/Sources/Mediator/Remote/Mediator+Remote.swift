extension Mediator {
    // Swift 6.2 compilers run it on the caller's executor (`nonisolated(nonsending)`); 6.0 and 6.1,
    // which lack the modifier, on the generic executor: the same answers, with a hop from an actor.
    #if compiler(>=6.2)
        /// Opens a remote URL `scheme://target/action?query`: the same dispatch as a local call, limited
        /// to configured schemes and targets and to actions declared remote-callable.
        ///
        /// Never throws: every input gives a response. Not-found runs the remote chain (the target's
        /// handler, then the remote fallback) and otherwise answers 404. Runs on the caller's executor:
        /// a deep link handled on the main actor runs a synchronous action there, without an executor hop.
        nonisolated(nonsending) public func open(_ url: String) async -> RemoteResponse {
            switch startRemote(url) {
            case .answered(let response):
                return response
            case .pending(let plan, let depth):
                do throws(MediatorError) {
                    let result = try await CallChain.inTask(depth: depth) { () async throws(MediatorError) in
                        try await runAsync(plan)
                    }
                    return respond(to: plan, with: .success(result))
                } catch {
                    return respond(to: plan, with: .failure(error))
                }
            }
        }
    #else
        /// Opens a remote URL `scheme://target/action?query`: the same dispatch as a local call, limited
        /// to configured schemes and targets and to actions declared remote-callable.
        ///
        /// Never throws: every input gives a response. Not-found runs the remote chain (the target's
        /// handler, then the remote fallback) and otherwise answers 404. Built by a compiler before
        /// Swift 6.2, it runs on the generic executor, so a call from an actor hops there and back.
        public func open(_ url: String) async -> RemoteResponse {
            switch startRemote(url) {
            case .answered(let response):
                return response
            case .pending(let plan, let depth):
                do throws(MediatorError) {
                    let result = try await CallChain.inTask(depth: depth) { () async throws(MediatorError) in
                        try await runAsync(plan)
                    }
                    return respond(to: plan, with: .success(result))
                } catch {
                    return respond(to: plan, with: .failure(error))
                }
            }
        }
    #endif

    /// How the async remote entry's synchronous part ended: answered (a synchronous action, or a
    /// refusal), or with an async action planned and the call depth to run it at.
    private enum RemoteStart {
        case answered(RemoteResponse)
        case pending(DispatchPlan, depth: Int)
    }

    /// The async remote entry up to its first suspension, counted like the async local entry: an
    /// action that opens a link to itself ends at the limit.
    private func startRemote(_ url: String) -> RemoteStart {
        let depth = max(CallChain.threadDepth, CallChain.taskDepth)
        let plan = CallChain.onThread(depth: depth + 1) { remotePlan(url) }
        guard depth < CallChain.limit else {
            return .answered(respond(to: plan, with: .failure(CallChain.exceededHere)))
        }
        guard plan.needsAsync else {
            do throws(MediatorError) {
                let result = try CallChain.onThread(depth: depth + 1) { () throws(MediatorError) in try runSync(plan) }
                return .answered(respond(to: plan, with: .success(result)))
            } catch {
                return .answered(respond(to: plan, with: .failure(error)))
            }
        }
        return .pending(plan, depth: depth + 1)
    }

    /// Opens a remote URL synchronously, for callers that cannot wait, such as a platform's
    /// synchronous open-URL callback: the same answers as `open(_:) async`, except that an
    /// asynchronous action answers 503 with `.requiresAsync`.
    public func open(_ url: String) -> RemoteResponse {
        let depth = CallChain.threadDepth
        return CallChain.onThread(depth: depth + 1) {
            let plan = remotePlan(url)
            guard depth < CallChain.limit else {
                return respond(
                    to: plan, with: .failure(CallChain.exceededHere))
            }
            return respond(to: plan, with: Result { () throws(MediatorError) in try runSync(plan) })
        }
    }

    /// The answer for a dispatch's result: its value encoded once, with the status.
    private func respond(to plan: DispatchPlan, with result: Result<DispatchResult, MediatorError>) -> RemoteResponse {
        do {
            let result = try result.get()
            let value = try MediatorValue(result: result.value, target: plan.call.target, action: plan.call.action)
            return RemoteResponse(status: result.handledNotFound ? 404 : 200, value: value)
        } catch {
            let error = CallChain.adding(target: plan.call.target, action: plan.call.action, to: error)
            return RemoteResponse(status: RemoteResponse.status(for: error), error: error)
        }
    }

    /// Parses the URL against the remote configuration in force and plans its dispatch; a URL that
    /// does not parse fails at once, unseen by middleware (it names no target).
    private func remotePlan(_ url: String) -> DispatchPlan {
        let remote = state.withLock { $0.remote }
        let parsed: RemoteRequest
        do throws(MediatorError) {
            parsed = try RemoteRequest.parse(url, schemes: remote.schemes)
        } catch {
            let call = DispatchCall(target: "", action: "", params: [:], entry: .remote)
            return DispatchPlan(call: call, middlewares: [], step: .fail(error))
        }
        let action = parsed.action
        guard let target = remote.canonicalTarget(parsed.target), !Action.isNative(action) else {
            let name = remote.canonicalTarget(parsed.target) ?? parsed.target
            return refusal(target: name, action: action, params: parsed.params)
        }
        let planned = plan(target: target, action: action, params: parsed.params, entry: .remote, cache: true)
        // A rewrite may lead to another target; it must be remote-visible too, or a rewrite would
        // widen remote access (found by Tools/fuzz RemoteEntry).
        guard planned.call.target != target, remote.canonicalTarget(planned.call.target) == nil else {
            return planned
        }
        let reason = "it is rewritten to a target that is not remote-visible"
        return DispatchPlan(
            call: planned.call, middlewares: planned.middlewares,
            step: .fail(.remoteForbidden(target: target, action: action, reason: reason)))
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

    /// Sets which schemes and targets the remote entry accepts (by default: none, so all is denied).
    public func configureRemote(_ configuration: RemoteConfiguration) {
        state.withLock { $0.remote = configuration }
    }
}

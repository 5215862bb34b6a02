/// The chained form of a local call: `mediator.call(target:action:).with(key, value).perform()`.
public struct CallBuilder: Sendable {
    let mediator: Mediator
    let target: String
    let action: String
    let params: Params
    let cache: Bool

    /// Adds or replaces one parameter.
    public func with(_ key: String, _ value: MediatorValue) -> CallBuilder {
        var params = params
        params[key] = value
        return CallBuilder(mediator: mediator, target: target, action: action, params: params, cache: cache)
    }

    /// Adds or replaces several parameters.
    public func with(_ more: Params) -> CallBuilder {
        var params = params
        params.values.merge(more.values) { _, new in new }
        return CallBuilder(mediator: mediator, target: target, action: action, params: params, cache: cache)
    }

    /// Sets whether the target instance is cached (default: cached).
    public func caching(_ enabled: Bool) -> CallBuilder {
        CallBuilder(mediator: mediator, target: target, action: action, params: params, cache: enabled)
    }

    /// Runs the call synchronously.
    @discardableResult
    public func perform() throws -> MediatorValue {
        try mediator.perform(target: target, action: action, params: params, cache: cache)
    }

    /// Runs the call, awaiting async actions, on the caller's executor.
    @discardableResult
    nonisolated(nonsending) public func perform() async throws -> MediatorValue {
        try await mediator.perform(target: target, action: action, params: params, cache: cache)
    }
}

extension Mediator {
    /// Makes `target`/`action` an observer of `event`; adding the same observer twice has no effect.
    public func observe(_ event: String, target: String, action: String) {
        let route = RewriteTable.Route(target: target, action: action)
        state.withLock { s in
            if s.observers[event, default: []].contains(route) { return }
            s.observers[event, default: []].append(route)
        }
    }

    /// Removes every observer of `event` served by `target`.
    func stopObserving(_ event: String, target: String) {
        state.withLock { $0.observers[event]?.removeAll { $0.target == target } }
    }

    /// The observers of `event` as `Target/action`, in the order they are notified.
    public func observers(of event: String) -> [String] {
        state.withLock { $0.observers[event, default: []].map(\.description) }
    }

    /// Calls every observer of `event` with `params` through the local entry, synchronously.
    ///
    /// One observer's failure never stops the others; every failure is in the report.
    @discardableResult
    public func notify(_ event: String, params: Params = [:]) -> NotificationReport {
        var report = NotificationReport(event: event)
        for route in observers(ofEvent: event) {
            do {
                _ = try result(target: route.target, action: route.action, params: params)
                report.delivered.append(route.description)
            } catch {
                report.failures.append(
                    .init(
                        observer: route.description, error: .wrapping(error, target: route.target, action: route.action)
                    ))
            }
        }
        return report
    }

    /// Calls every observer of `event`, awaiting async ones.
    @discardableResult
    public func notify(_ event: String, params: Params = [:]) async -> NotificationReport {
        var report = NotificationReport(event: event)
        for route in observers(ofEvent: event) {
            do {
                _ = try await result(target: route.target, action: route.action, params: params)
                report.delivered.append(route.description)
            } catch {
                report.failures.append(
                    .init(
                        observer: route.description, error: .wrapping(error, target: route.target, action: route.action)
                    ))
            }
        }
        return report
    }

    private func observers(ofEvent event: String) -> [RewriteTable.Route] {
        state.withLock { $0.observers[event, default: []] }
    }
}

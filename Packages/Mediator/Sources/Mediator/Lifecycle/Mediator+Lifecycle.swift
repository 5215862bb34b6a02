import Foundation

extension Mediator {
    /// Declares the components that receive lifecycle events and their priorities (lower first).
    public func declareComponents(_ priorities: [String: Int]) {
        state.withLock { $0.components = priorities }
    }

    /// The declared components in the order `event` reaches them.
    func lifecycleOrder(for event: LifecycleEvent) -> [String] {
        let ascending = state.withLock { $0.components }
            .sorted { $0.value != $1.value ? $0.value < $1.value : $0.key < $1.key }
            .map(\.key)
        return event.isTeardown ? ascending.reversed() : ascending
    }

    /// Sends `event` to every declared component in priority order (teardown in reverse), timing each.
    ///
    /// A component's failure is reported and the others still run.
    @discardableResult
    public func send(_ event: LifecycleEvent) async -> LifecycleReport {
        let clock = ContinuousClock()
        var steps: [LifecycleReport.Step] = []
        for name in lifecycleOrder(for: event) {
            let start = clock.now
            var failure: MediatorError?
            do {
                try await liveTarget(name, cache: true).target.handle(event)
            } catch {
                failure = .wrapping(error, target: name, action: "lifecycle.\(event.rawValue)")
            }
            steps.append(.init(target: name, duration: clock.now - start, error: failure))
        }
        return LifecycleReport(event: event, steps: steps)
    }
}

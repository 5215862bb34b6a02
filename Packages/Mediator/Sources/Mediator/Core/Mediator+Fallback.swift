extension Mediator {
    /// Sets the target whose not-found handler answers calls nobody else handled on `entry`.
    ///
    /// - Throws: `.invalidConfiguration` when no such target type exists.
    public func setFallback(_ target: String?, for entry: Entry) throws {
        if let target {
            do {
                _ = try liveTarget(target, cache: true)
            } catch MediatorError.targetNotFound {
                throw MediatorError.invalidConfiguration(reason: "fallback target '\(target)' does not exist")
            } catch {
                throw MediatorError.invalidConfiguration(reason: "fallback target '\(target)' cannot start: \(error)")
            }
        }
        state.withLock { $0.fallbacks[entry] = target }
    }
}

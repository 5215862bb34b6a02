extension Mediator {
    /// Replaces the rewrite table applied to both entries.
    public func setRewrites(_ table: RewriteTable) {
        state.withLock {
            $0.rewrites = table
            $0.invalidateRoutes()
        }
    }

    /// The rewrite table in force.
    public var rewrites: RewriteTable { state.withLock { $0.rewrites } }
}

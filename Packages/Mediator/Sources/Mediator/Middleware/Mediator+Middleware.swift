extension Mediator {
    /// Appends `middleware` to the chain for calls in `scope`.
    ///
    /// - Parameters:
    ///   - middleware: the middleware, run in registration order.
    ///   - scope: the targets and actions it sees.
    ///   - entry: only calls through this entry (e.g. `.remote` for a guard of links, so local calls
    ///     keep the direct path); nil for both.
    public func use(_ middleware: any Middleware, for scope: MiddlewareScope = .all, entry: Entry? = nil) {
        state.withLock {
            $0.middlewares.append(ScopedMiddleware(scope: scope, entry: entry, middleware: middleware))
            $0.invalidateRoutes()
        }
    }

    /// Removes every middleware named `name`.
    public func removeMiddleware(named name: String) {
        state.withLock {
            $0.middlewares.removeAll { $0.middleware.name == name }
            $0.invalidateRoutes()
        }
    }

    /// The names of the middlewares in the chain, in order.
    public var middlewareNames: [String] { state.withLock { $0.middlewares.map(\.middleware.name) } }
}

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

    /// Sets the current state: action `x` then resolves to `x@<state>` when the target has it.
    ///
    /// - Parameter name: the state, e.g. `"member"`, or `nil` for none.
    /// - Parameter target: the target it applies to, or `nil` for every target without its own.
    public func setState(_ name: String?, for target: String? = nil) {
        state.withLock {
            if let target { $0.targetStates[target] = name } else { $0.globalState = name }
            $0.invalidateRoutes()
        }
    }

    /// Switches `target` to the factory variant `Target_<Name>_<variant>` (or back, with `nil`).
    ///
    /// - Throws: `.invalidConfiguration` when the variant type does not exist; nothing changes then.
    public func setVariant(_ variant: String?, for target: String) throws {
        if let variant {
            guard RemoteRequest.isIdentifier(target), RemoteRequest.isIdentifier(variant),
                resolveType(naming.typeName(target, variant)) != nil
            else {
                throw MediatorError.invalidConfiguration(
                    reason:
                        "target '\(target)' has no variant '\(variant)' (no type \(naming.typeName(target, variant)))")
            }
        }
        state.withLock {
            $0.variants[target] = variant
            $0.live.removeValue(forKey: target)
            $0.invalidateRoutes()
        }
    }

    /// Replaces the rewrite table applied to both entries.
    public func setRewrites(_ table: RewriteTable) {
        state.withLock {
            $0.rewrites = table
            $0.invalidateRoutes()
        }
    }

    /// The rewrite table in force.
    public var rewrites: RewriteTable { state.withLock { $0.rewrites } }

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

    /// Sets which schemes and targets the remote entry accepts (by default: none, so all is denied).
    public func configureRemote(_ configuration: RemoteConfiguration) {
        state.withLock { $0.remote = configuration }
    }
}

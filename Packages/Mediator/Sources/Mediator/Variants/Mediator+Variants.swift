extension Mediator {
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
}

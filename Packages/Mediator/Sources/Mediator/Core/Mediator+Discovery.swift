extension Mediator {
    /// The instance serving `name`: the cached one, or a new one from the (cached) runtime type.
    func liveTarget(_ name: String, cache: Bool) throws -> LiveTarget {
        let (cached, variant, generation) = state.withLock { ($0.live[name], $0.variants[name], $0.generation) }
        if let cached { return cached }
        guard RemoteRequest.isIdentifier(name) else { throw MediatorError.targetNotFound(target: name) }
        let typeName = naming.typeName(name, variant)
        guard let type = resolveType(typeName) else { throw MediatorError.targetNotFound(target: name) }
        // No lock is held while a target is created, so its `init` may call the mediator, for other
        // targets; calling it for its own target, on the same thread, would create it again forever.
        let thread = CallChain.threadID
        let reentered = state.withLock { s -> Bool in
            if s.building[name]?.contains(thread) == true { return true }
            s.building[name, default: []].append(thread)
            return false
        }
        if reentered {
            throw MediatorError.targetUnavailable(
                target: name,
                reason: "\(typeName).init re-entered: creating it calls the mediator for '\(name)' again")
        }
        defer {
            state.withLock { s in
                s.building[name]?.removeAll { $0 == thread }
                if s.building[name]?.isEmpty == true { s.building[name] = nil }
            }
        }
        let target: any MediatorTarget
        do {
            if let nameAware = type as? any NameAwareTarget.Type {
                target = try nameAware.init(mediator: self, serving: name)
            } else {
                target = try type.init(mediator: self)
            }
        } catch {
            throw MediatorError.targetUnavailable(target: name, reason: String(describing: error))
        }
        let live = LiveTarget(name: name, typeName: typeName, target: target)
        return state.withLock { s in
            // Described once per type, not per instance: a fresh mediator's targets mostly are.
            if s.descriptions[name]?.typeName != typeName { s.descriptions[name] = live.description }
            // After a configuration change (a variant switch) this instance may be stale: it serves
            // this call only.
            guard cache, s.generation == generation else { return live }
            if let winner = s.live[name] { return winner }
            s.live[name] = live
            return live
        }
    }

    /// Looks a type up by its full name through the Swift runtime, once per name.
    func resolveType(_ typeName: String) -> (any MediatorTarget.Type)? {
        switch state.withLock({ $0.types[typeName] }) {
        case .found(let type)?: return type
        case .missing?: return nil
        case nil: break
        }
        let found = Self.foundTypes.withLock({ $0[typeName] }) ?? Self.lookUpType(typeName) as? any MediatorTarget.Type
        if let found { Self.foundTypes.withLock { $0[typeName] = found } }
        state.withLock { $0.types[typeName] = found.map { .found($0) } ?? .missing }
        return found
    }

    /// Types found by name so far in this process, shared by every mediator: a type found once stays
    /// what that name means for the life of the process, so a fresh mediator's first call skips the
    /// runtime's lookup (most of first-call discovery). Names not found are not kept here: a
    /// library loaded later may still bring them.
    private static let foundTypes = Locked<[String: any MediatorTarget.Type]>([:])

    /// Asks the Swift runtime for `Module.Type`, whether the type is a struct, a class or an enum.
    ///
    /// The runtime's `Module.Type` shorthand finds classes only, and targets are usually structs,
    /// so a two-identifier name is looked up by its mangled forms (`4Echo11Target_EchoV`, then
    /// `…C`, then `…O`). Any other spelling from a custom `TargetNaming` goes to the runtime as is.
    static func lookUpType(_ typeName: String) -> Any.Type? {
        let parts = typeName.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ RemoteRequest.isIdentifier($0, maxLength: .max) }) else {
            return _typeByName(typeName)
        }
        let mangled = "\(parts[0].utf8.count)\(parts[0])\(parts[1].utf8.count)\(parts[1])"
        return ["V", "C", "O"].lazy.compactMap { _typeByName(mangled + $0) }.first
    }
}

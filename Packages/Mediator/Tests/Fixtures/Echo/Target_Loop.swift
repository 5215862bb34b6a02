import Mediator

/// Actions that call the mediator again, for the call-depth limit: `Loop` with a naming that finds
/// `Echo.Target_Loop`.
struct Target_Loop: MediatorTarget {
    // The mediator keeps this target, so a strong reference would be a cycle.
    private weak let mediator: Mediator?

    init(mediator: Mediator) throws {
        self.mediator = mediator
    }

    // The actions read `mediator` through `self`, whose reference is weak: a strong copy captured by
    // the closures would keep the mediator that keeps them.
    var actions: [Action] {
        [
            // Calls itself `n` more times, then answers how many calls were nested: `n + 1`.
            .local("countdown") { params in
                let n = try params.int("n")
                guard n > 0, let mediator else { return .int(1) }
                let inner = try mediator.perform(target: "Loop", action: "countdown", params: ["n": .int(n - 1)])
                return .int((inner.intValue ?? 0) + 1)
            },
            // The same through the async entry, suspending before each call so the chain hops threads.
            .localAsync("countdownAsync") { params in
                let n = try params.int("n")
                await Task.yield()
                guard n > 0, let mediator else { return .int(1) }
                let inner = try await mediator.perform(
                    target: "Loop", action: "countdownAsync", params: ["n": .int(n - 1)])
                return .int((inner.intValue ?? 0) + 1)
            },
            // Calls itself with no end.
            .local("forever") { _ in try mediator?.perform(target: "Loop", action: "forever") ?? .null },
            .localAsync("foreverAsync") { _ in
                await Task.yield()
                return try await mediator?.perform(target: "Loop", action: "foreverAsync") ?? .null
            },
            // Two actions that call each other.
            .local("ping") { _ in try mediator?.perform(target: "Loop", action: "pong") ?? .null },
            .local("pong") { _ in try mediator?.perform(target: "Loop", action: "ping") ?? .null },
            .local("plain") { _ in "plain" },
            // Opens a link to itself, through the sync and the async remote entries.
            .remote("openForever") { _ in
                guard let inner = mediator?.open("shop://loop/openForever") else { return .null }
                if let error = inner.error { throw error }
                return inner.value
            },
            .remoteAsync("openForeverAsync") { _ in
                guard let inner = await mediator?.open("shop://loop/openForeverAsync") else { return .null }
                if let error = inner.error { throw error }
                return inner.value
            },
        ]
    }
}

extension MediatorValue {
    /// The integer this value holds, if it is one.
    fileprivate var intValue: Int? {
        if case .int(let value) = self { return value }
        return nil
    }
}

import Mediator

/// The same calls made from the main actor and from a nonisolated context, for the main-actor rows.
/// Each function measures its own loop where it runs and returns the CPU nanoseconds it took.
enum IsolationProbe {
    /// `n` synchronous local calls (the loop is the same machine code wherever it runs).
    static func local(_ mediator: Mediator, _ params: Params, _ n: Int) throws -> Double {
        try ThreadClock.measure {
            for _ in 0..<n { blackHole(try mediator.perform(target: "Catalog", action: "price", params: params)) }
        }
    }

    /// `n` synchronous remote opens.
    static func openSync(_ mediator: Mediator, _ url: String, _ n: Int) -> Double {
        ThreadClock.measure {
            for _ in 0..<n {
                let response: RemoteResponse = mediator.open(url)
                blackHole(response)
            }
        }
    }

    @MainActor static func localOnMain(_ mediator: Mediator, _ params: Params, _ n: Int) throws -> Double {
        try local(mediator, params, n)
    }

    nonisolated static func localOffMain(_ mediator: Mediator, _ params: Params, _ n: Int) async throws -> Double {
        try local(mediator, params, n)
    }

    @MainActor static func localAsyncOnMain(_ mediator: Mediator, _ params: Params, _ n: Int) async throws -> Double {
        let mark = ThreadClock.mark()
        for _ in 0..<n { blackHole(try await mediator.perform(target: "Catalog", action: "price", params: params)) }
        return try mark.elapsed("async perform on the main actor")
    }

    nonisolated static func localAsyncOffMain(_ mediator: Mediator, _ params: Params, _ n: Int) async throws
        -> Double
    {
        let mark = ThreadClock.mark()
        for _ in 0..<n { blackHole(try await mediator.perform(target: "Catalog", action: "price", params: params)) }
        return try mark.elapsed("async perform, nonisolated")
    }

    @MainActor static func openOnMain(_ mediator: Mediator, _ url: String, _ n: Int) async throws -> Double {
        let mark = ThreadClock.mark()
        for _ in 0..<n { blackHole(await mediator.open(url)) }
        return try mark.elapsed("async open on the main actor")
    }

    nonisolated static func openOffMain(_ mediator: Mediator, _ url: String, _ n: Int) async throws -> Double {
        let mark = ThreadClock.mark()
        for _ in 0..<n { blackHole(await mediator.open(url)) }
        return try mark.elapsed("async open, nonisolated")
    }

    @MainActor static func openSyncOnMain(_ mediator: Mediator, _ url: String, _ n: Int) -> Double {
        openSync(mediator, url, n)
    }

    nonisolated static func openSyncOffMain(_ mediator: Mediator, _ url: String, _ n: Int) async -> Double {
        openSync(mediator, url, n)
    }
}

import Mediator

/// The same calls made from the main actor and from a nonisolated context, for the main-actor rows.
enum IsolationProbe {
    /// `n` synchronous local calls (the loop is the same machine code wherever it runs).
    static func local(_ mediator: Mediator, _ params: Params, _ n: Int) throws {
        for _ in 0..<n { blackHole(try mediator.perform(target: "Catalog", action: "price", params: params)) }
    }

    /// `n` synchronous remote opens.
    static func openSync(_ mediator: Mediator, _ url: String, _ n: Int) {
        for _ in 0..<n {
            let response: RemoteResponse = mediator.open(url)
            blackHole(response)
        }
    }

    @MainActor static func localOnMain(_ mediator: Mediator, _ params: Params, _ n: Int) throws {
        try local(mediator, params, n)
    }

    nonisolated static func localOffMain(_ mediator: Mediator, _ params: Params, _ n: Int) async throws {
        try local(mediator, params, n)
    }

    @MainActor static func localAsyncOnMain(_ mediator: Mediator, _ params: Params, _ n: Int) async throws {
        for _ in 0..<n { blackHole(try await mediator.perform(target: "Catalog", action: "price", params: params)) }
    }

    nonisolated static func localAsyncOffMain(_ mediator: Mediator, _ params: Params, _ n: Int) async throws {
        for _ in 0..<n { blackHole(try await mediator.perform(target: "Catalog", action: "price", params: params)) }
    }

    @MainActor static func openOnMain(_ mediator: Mediator, _ url: String, _ n: Int) async {
        for _ in 0..<n { blackHole(await mediator.open(url)) }
    }

    nonisolated static func openOffMain(_ mediator: Mediator, _ url: String, _ n: Int) async {
        for _ in 0..<n { blackHole(await mediator.open(url)) }
    }

    @MainActor static func openSyncOnMain(_ mediator: Mediator, _ url: String, _ n: Int) {
        openSync(mediator, url, n)
    }

    nonisolated static func openSyncOffMain(_ mediator: Mediator, _ url: String, _ n: Int) async {
        openSync(mediator, url, n)
    }
}

import Mediator

/// What the properties drive: the mediator's remote entry, `open(url)`. `real` is the mediator's
/// own; the planted bug is a stand-in without the remote entry's guards.
struct RemoteEntry: Sendable {
    let open: @Sendable (Mediator, String) async -> RemoteResponse

    static let real = RemoteEntry { mediator, url in await mediator.open(url) }

    /// A planted bug: a URL that parses is dispatched like a local call, with no check that the
    /// target is remote-visible or the action remote-callable.
    static let localDispatch = RemoteEntry { mediator, url in
        do {
            let request = try mediator.parseRemote(url)
            let value = try await mediator.perform(
                target: request.target, action: request.action, params: request.params)
            return RemoteResponse(status: 200, value: value)
        } catch let error as MediatorError {
            return RemoteResponse(status: RemoteResponse.status(for: error), error: error)
        } catch {
            return RemoteResponse(status: 500)
        }
    }
}

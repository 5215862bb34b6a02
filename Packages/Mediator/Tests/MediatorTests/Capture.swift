import Mediator
import Testing

/// Runs `body` and returns the `MediatorError` it threw, recording an issue when it threw nothing
/// or something else.
func capture(
    _ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
) -> MediatorError? {
    do {
        try body()
        Issue.record("expected a MediatorError, nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as MediatorError {
        return error
    } catch {
        Issue.record("expected a MediatorError, got \(type(of: error)): \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// The async form of `capture`.
func capture(
    _ body: () async throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
) async -> MediatorError? {
    do {
        try await body()
        Issue.record("expected a MediatorError, nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as MediatorError {
        return error
    } catch {
        Issue.record("expected a MediatorError, got \(type(of: error)): \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// A mediator whose remote entry accepts `shop://` and the given targets.
func remoteMediator(
    targets: [String] = ["Echo", "Fallback", "Broken", "Ghost"], context: MediatorContext = MediatorContext()
) -> Mediator {
    let mediator = Mediator(context: context)
    mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: targets))
    return mediator
}

/// Calls the synchronous local entry; from async code a bare `perform` picks the async overload.
func performSync(_ mediator: Mediator, _ target: String, _ action: String, _ params: Params = [:]) throws
    -> MediatorValue
{
    try mediator.perform(target: target, action: action, params: params)
}

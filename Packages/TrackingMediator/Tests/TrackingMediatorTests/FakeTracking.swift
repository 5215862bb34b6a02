import Mediator
import Synchronization

/// What the fake target received and what it answers next; put into the mediator's context by a test.
final class FakeTrackingState: Sendable {
    private let state = Mutex<(calls: [(action: String, params: Params)], answer: MediatorValue, failure: String?)>(
        ([], .null, nil))

    /// The calls received so far, in order.
    var calls: [(action: String, params: Params)] { state.withLock { $0.calls } }

    /// Makes every following call return `value`.
    func answer(_ value: MediatorValue) { state.withLock { $0.answer = value } }

    /// Makes every following call fail with a domain error carrying `code`.
    func fail(code: String) { state.withLock { $0.failure = code } }

    func handle(_ action: String, _ params: Params) throws -> MediatorValue {
        let (answer, failure) = state.withLock { s in
            s.calls.append((action, params))
            return (s.answer, s.failure)
        }
        if let failure { throw FakeTrackingError(code: failure) }
        return answer
    }
}

struct FakeTrackingError: DomainError, CustomStringConvertible {
    let code: String
    var description: String { "fake refused with \(code)" }
}

/// Stands in for Tracking's target: found as `TrackingMediatorTests.Target_Tracking` with single-module naming.
struct Target_Tracking: MediatorTarget {
    let state: FakeTrackingState

    init(mediator: Mediator) throws {
        state = try mediator.context.require(FakeTrackingState.self)
    }

    var actions: [Action] {
        ["record", "report", "export", "nativeFlush"].map { name in
            .local(name) { params in try state.handle(name, params) }
        }
    }
}

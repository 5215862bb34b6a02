import Mediator
import Synchronization

/// A stand-in for the Member component: records calls and answers with canned values or errors.
final class FakeMember: Sendable {
    /// A `DomainError` as Member would throw it.
    struct Failure: DomainError, CustomStringConvertible {
        let code: String
        let description: String
    }

    private let state = Mutex<(calls: [(String, Params)], answers: [String: Result<MediatorValue, Failure>])>(([], [:]))

    func answer(_ action: String, with value: MediatorValue) {
        state.withLock { $0.answers[action] = .success(value) }
    }

    func fail(_ action: String, code: String, message: String) {
        state.withLock { $0.answers[action] = .failure(Failure(code: code, description: message)) }
    }

    /// The calls received so far, as (action, params).
    var calls: [(String, Params)] { state.withLock { $0.calls } }

    func handle(_ action: String, _ params: Params) throws -> MediatorValue {
        let answer = state.withLock { state -> Result<MediatorValue, Failure>? in
            state.calls.append((action, params))
            return state.answers[action]
        }
        return try answer?.get() ?? .null
    }

    /// A mediator that finds `MemberMediatorTests.Target_Member` (this fake) as target "Member".
    func mediator() -> Mediator {
        let context = MediatorContext()
        context.register(self)
        return Mediator(context: context, naming: .singleModule("MemberMediatorTests"))
    }
}

/// The fake's target, found by the mediator under the name "Member".
struct Target_Member: MediatorTarget {
    let fake: FakeMember

    init(mediator: Mediator) throws {
        fake = try mediator.context.require(FakeMember.self)
    }

    var actions: [Action] {
        ["show", "history", "discount"].map { name in
            Action.local(name) { [fake] params in try fake.handle(name, params) }
        }
    }
}

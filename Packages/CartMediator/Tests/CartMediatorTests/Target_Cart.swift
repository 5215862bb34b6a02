import Mediator
import Synchronization

/// What the fake Cart target saw and what it answers, shared through the mediator's context.
final class FakeCart: Sendable {
    struct Call: Sendable, Equatable {
        let action: String
        let params: Params
    }

    private let state = Mutex<
        (calls: [Call], replies: [String: MediatorValue], failure: (code: String, message: String)?)
    >(
        ([], [:], nil))

    var calls: [Call] { state.withLock { $0.calls } }

    func reply(to action: String, with value: MediatorValue) {
        state.withLock { $0.replies[action] = value }
    }

    func fail(code: String, message: String) {
        state.withLock { $0.failure = (code, message) }
    }

    func handle(_ action: String, _ params: Params) throws -> MediatorValue {
        try state.withLock { s in
            s.calls.append(Call(action: action, params: params))
            if let failure = s.failure { throw FakeCartError(code: failure.code, message: failure.message) }
            return s.replies[action] ?? .null
        }
    }
}

struct FakeCartError: DomainError, CustomStringConvertible {
    let code: String
    let message: String
    var description: String { message }
}

/// A stand-in for Cart's target, found through `TargetNaming.singleModule("CartMediatorTests")`.
struct Target_Cart: MediatorTarget {
    let fake: FakeCart

    init(mediator: Mediator) throws {
        fake = try mediator.context.require(FakeCart.self)
    }

    var actions: [Action] {
        ["show", "add", "update", "remove", "nativeClear", "count"].map { name in
            .local(name) { [fake] params in try fake.handle(name, params) }
        }
    }
}

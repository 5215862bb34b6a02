import Mediator
import Synchronization

/// What the fake Networking target saw and what it answers, shared through the mediator's context.
final class FakeNetworking: Sendable {
    struct Call: Sendable, Equatable {
        let action: String
        let params: Params
    }

    private let state = Mutex<(calls: [Call], reply: MediatorValue, failure: FakeNetworkingError?)>(([], .null, nil))

    var calls: [Call] { state.withLock { $0.calls } }

    func reply(with value: MediatorValue) { state.withLock { $0.reply = value } }

    func fail(code: String, message: String) {
        state.withLock { $0.failure = FakeNetworkingError(code: code, message: message) }
    }

    func handle(_ action: String, _ params: Params) throws -> MediatorValue {
        try state.withLock { s in
            s.calls.append(Call(action: action, params: params))
            if let failure = s.failure { throw failure }
            return s.reply
        }
    }
}

struct FakeNetworkingError: DomainError, CustomStringConvertible {
    let code: String
    let message: String
    var description: String { message }
}

/// A stand-in for Networking's target, found through `TargetNaming.singleModule("NetworkingMediatorTests")`.
struct Target_Networking: MediatorTarget {
    let fake: FakeNetworking

    init(mediator: Mediator) throws {
        fake = try mediator.context.require(FakeNetworking.self)
    }

    var actions: [Action] {
        let fake = self.fake
        return [
            .localAsync("probe") { params in try fake.handle("probe", params) },
            .localAsync("fetchJSON") { params in try fake.handle("fetchJSON", params) },
        ]
    }
}

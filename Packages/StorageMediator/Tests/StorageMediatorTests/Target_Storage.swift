import Mediator
import Synchronization

/// What the fake Storage target saw and what it answers, shared through the mediator's context.
final class FakeStorage: Sendable {
    struct Call: Sendable, Equatable {
        let action: String
        let params: Params
    }

    private let state = Mutex<(calls: [Call], replies: [String: MediatorValue], failure: FakeStorageError?)>(
        ([], [:], nil))

    var calls: [Call] { state.withLock { $0.calls } }

    func reply(to action: String, with value: MediatorValue) {
        state.withLock { $0.replies[action] = value }
    }

    func fail(code: String, message: String) {
        state.withLock { $0.failure = FakeStorageError(code: code, message: message) }
    }

    func handle(_ action: String, _ params: Params) throws -> MediatorValue {
        try state.withLock { s in
            s.calls.append(Call(action: action, params: params))
            if let failure = s.failure { throw failure }
            return s.replies[action] ?? .null
        }
    }
}

struct FakeStorageError: DomainError, CustomStringConvertible {
    let code: String
    let message: String
    var description: String { message }
}

/// A stand-in for Storage's target, found through `TargetNaming.singleModule("StorageMediatorTests")`.
struct Target_Storage: MediatorTarget {
    let fake: FakeStorage

    init(mediator: Mediator) throws {
        fake = try mediator.context.require(FakeStorage.self)
    }

    var actions: [Action] {
        [
            .local("statistics") { try fake.handle("statistics", $0) },
            .local("integrityCheck") { try fake.handle("integrityCheck", $0) },
            .local("setting") { try fake.handle("setting", $0) },
            .local("setSetting") { try fake.handle("setSetting", $0) },
        ]
    }
}

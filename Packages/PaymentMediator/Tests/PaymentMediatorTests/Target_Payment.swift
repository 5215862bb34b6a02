import Mediator
import Synchronization

/// What the fake Payment target saw and what it answers, shared through the mediator's context.
final class FakePayment: Sendable {
    struct Call: Sendable, Equatable {
        let action: String
        let params: Params
    }

    private struct State {
        var calls: [Call] = []
        var replies: [String: MediatorValue] = [:]
        var failure: FakePaymentError?
    }

    private let state = Mutex(State())

    var calls: [Call] { state.withLock { $0.calls } }

    func reply(to action: String, with value: MediatorValue) {
        state.withLock { $0.replies[action] = value }
    }

    func fail(code: String, message: String) {
        state.withLock { $0.failure = FakePaymentError(code: code, message: message) }
    }

    func handle(_ action: String, _ params: Params) throws -> MediatorValue {
        try state.withLock { s in
            s.calls.append(Call(action: action, params: params))
            if let failure = s.failure { throw failure }
            return s.replies[action] ?? .null
        }
    }
}

struct FakePaymentError: DomainError, CustomStringConvertible {
    let code: String
    let message: String
    var description: String { message }
}

/// A stand-in for Payment's target, found through `TargetNaming.singleModule("PaymentMediatorTests")`.
struct Target_Payment: MediatorTarget {
    let fake: FakePayment

    init(mediator: Mediator) throws {
        fake = try mediator.context.require(FakePayment.self)
    }

    var actions: [Action] {
        ["pay", "refund", "topUp", "balance", "payments", "payment", "nativeTestCards"].map { name in
            .local(name) { [fake] params in try fake.handle(name, params) }
        }
    }
}

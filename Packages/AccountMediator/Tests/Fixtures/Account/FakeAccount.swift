import Mediator
import Synchronization

/// The scripted behaviour of the fake `Account.Target_Account`, put into the mediator's context by tests.
public final class FakeAccount: Sendable {
    /// One call the fake target received.
    public struct Call: Sendable, Equatable {
        /// The action called.
        public let action: String
        /// Its params.
        public let params: Params

        /// Creates a call value.
        public init(action: String, params: Params) {
            self.action = action
            self.params = params
        }
    }

    private struct State {
        var currentUser: String?
        var replies: [String: Result<MediatorValue, FakeAccountFailure>] = [:]
        var calls: [Call] = []
    }

    private let state: Mutex<State>

    /// Creates a fake where `currentUser` is logged in (or nobody).
    public init(currentUser: String? = nil) {
        state = Mutex(State(currentUser: currentUser))
    }

    /// Who `currentUser` reports, unless a reply for it is scripted.
    public var currentUser: String? {
        get { state.withLock { $0.currentUser } }
        set { state.withLock { $0.currentUser = newValue } }
    }

    /// Every call received, in order.
    public var calls: [Call] { state.withLock { $0.calls } }

    /// Makes `action` answer `value`.
    public func reply(to action: String, with value: MediatorValue) {
        state.withLock { $0.replies[action] = .success(value) }
    }

    /// Makes `action` fail with a domain error carrying `code` and `message`.
    public func fail(_ action: String, code: String, message: String) {
        state.withLock { $0.replies[action] = .failure(FakeAccountFailure(code: code, message: message)) }
    }

    func answer(_ action: String, _ params: Params) throws -> MediatorValue {
        let (reply, user) = state.withLock { state in
            state.calls.append(Call(action: action, params: params))
            return (state.replies[action], state.currentUser)
        }
        if let reply { return try reply.get() }
        if action == "currentUser" { return ["username": user.map(MediatorValue.string) ?? .null] }
        return .null
    }
}

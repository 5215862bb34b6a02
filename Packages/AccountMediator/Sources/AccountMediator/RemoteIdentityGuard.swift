import Mediator

/// Middleware for the remote entry: a link may reach only the logged-in user's own data.
///
/// A remote call whose params carry `username` passes only when it names the logged-in user (names
/// compare case-insensitively, as Account stores them lowercased). Local calls pass untouched: the
/// app fills `username` from the session itself. Install it for every target, on the remote entry
/// only, so local calls keep the mediator's direct path: `mediator.use(RemoteIdentityGuard(mediator: m),
/// entry: .remote)`.
public struct RemoteIdentityGuard: Middleware {
    /// The name the mediator lists and removes it by.
    public let name = "RemoteIdentityGuard"
    /// The parameter that names whose data a call reads.
    public let key: String
    // The mediator keeps this middleware, so a strong reference would be a cycle.
    #if compiler(>=6.2)
        private weak let mediator: Mediator?
    #else
        // Before Swift 6.2 a weak reference is a `var` (SE-0481); only `init` sets it.
        private weak var mediator: Mediator?
    #endif

    /// Creates a guard that asks `mediator`'s Account component who is logged in.
    public init(mediator: Mediator, key: String = "username") {
        self.mediator = mediator
        self.key = key
    }

    /// Stops a remote call naming another user (`AccountFailure` with `.notOwnData`) or any user
    /// while nobody is logged in (`.notLoggedIn`); both are of kind `forbidden`. If Account cannot
    /// answer, the call stops: the guard fails closed.
    public func willDispatch(_ call: DispatchCall) throws {
        guard call.entry == .remote, call.target != "Account", let named = call.params[key] else { return }
        guard let mediator, let user = try mediator.account.currentUser() else { throw AccountFailure.loginRequired }
        guard case .string(let requested) = named, requested.lowercased() == user.lowercased() else {
            throw AccountFailure(.notOwnData, message: "a link may only reach your own data (logged in as \(user))")
        }
    }
}

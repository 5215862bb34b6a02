import Mediator

/// Middleware that stops calls while nobody is logged in, asking Account through `mediator.account`.
///
/// Install it per target: `mediator.use(LoginGuard(mediator: m), for: .target("Order"))`. A stopped
/// call fails with `MediatorError.stopped` whose code is `notLoggedIn` (kind `forbidden`). Calls to the Account target
/// itself always pass (logging in must stay possible, and the guard's own check must not recurse).
public struct LoginGuard: Middleware {
    /// The name the mediator lists and removes it by.
    public let name = "LoginGuard"
    /// Actions that pass without a login: a bare action name (any target in scope) or `Target/action`.
    public let exemptActions: Set<String>
    // The mediator keeps this middleware, so a strong reference would be a cycle.
    #if compiler(>=6.2)
        private weak let mediator: Mediator?
    #else
        // Before Swift 6.2 a weak reference is a `var` (SE-0481); only `init` sets it.
        private weak var mediator: Mediator?
    #endif

    /// Creates a guard that asks `mediator`'s Account component; `exemptActions` pass unchecked.
    public init(mediator: Mediator, exemptActions: Set<String> = []) {
        self.mediator = mediator
        self.exemptActions = exemptActions
    }

    /// Throws `AccountFailure` with `.notLoggedIn` (kind `forbidden`) unless the call is exempt or
    /// someone is logged in.
    ///
    /// If Account cannot answer, its error stops the call: the guard fails closed.
    public func willDispatch(_ call: DispatchCall) throws {
        guard call.target != "Account", !isExempt(call) else { return }
        guard let mediator, try mediator.account.currentUser() != nil else {
            throw AccountFailure.loginRequired
        }
    }

    /// Whether `call` is in `exemptActions`, by name (a `@state` variant counts as its base action).
    func isExempt(_ call: DispatchCall) -> Bool {
        let base = call.action.split(separator: "@", maxSplits: 1).first.map(String.init) ?? call.action
        return [call.action, base, "\(call.target)/\(call.action)", "\(call.target)/\(base)"]
            .contains { exemptActions.contains($0) }
    }
}

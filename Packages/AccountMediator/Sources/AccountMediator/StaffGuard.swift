import Mediator

/// Middleware that lets a call through only when the logged-in user's role is `staff`.
///
/// Install it on the staff actions: `mediator.use(StaffGuard(mediator: m), for: .action(target:
/// "Order", action: "ship"))`. Nobody logged in stops the call with `notLoggedIn`, a customer with
/// `notStaff`; both are of kind `forbidden` (the shop's exit code 4). It matches calls after rewrites, so a rewrite that routes
/// another action to a staff action is guarded too. If Account cannot answer, the call stops: the
/// guard fails closed.
public struct StaffGuard: Middleware {
    /// The name the mediator lists and removes it by.
    public let name = "StaffGuard"
    // The mediator keeps this middleware, so a strong reference would be a cycle.
    #if compiler(>=6.2)
        private weak let mediator: Mediator?
    #else
        // Before Swift 6.2 a weak reference is a `var` (SE-0481); only `init` sets it.
        private weak var mediator: Mediator?
    #endif

    /// Creates a guard that asks `mediator`'s Account component who is logged in and their role.
    public init(mediator: Mediator) {
        self.mediator = mediator
    }

    /// Throws `AccountFailure` with `.notLoggedIn` or `.notStaff` unless a staff account is logged in.
    public func willDispatch(_ call: DispatchCall) throws {
        guard let mediator, let user = try mediator.account.currentUser() else { throw AccountFailure.loginRequired }
        guard try mediator.account.role(username: user) == .staff else {
            let base = call.action.split(separator: "@", maxSplits: 1).first.map(String.init) ?? call.action
            throw AccountFailure(.notStaff, message: "\(call.target)/\(base) is for staff; \(user) is a customer")
        }
    }
}

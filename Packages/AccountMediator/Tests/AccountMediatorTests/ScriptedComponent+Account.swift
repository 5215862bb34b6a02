import Mediator
import MediatorTesting

extension ScriptedComponent {
    /// A stand-in for the Account component with its action names, where nobody is logged in.
    static func account() -> ScriptedComponent {
        let account = ScriptedComponent(
            name: "Account",
            local: [
                "register", "login", "logout", "changePassword", "role", "setRole", "usernamesWithRole",
                "nativeSession",
            ],
            remote: ["currentUser"])
        account.answerCurrentUser(nil)
        return account
    }

    /// A component a guard protects: every action answers its own name (`list@sale` in state `sale`).
    static func guarded() -> ScriptedComponent {
        let guarded = ScriptedComponent(
            name: "Guarded", local: ["list", "list@sale", "nativePaymentEvent"], remote: ["place"])
        guarded.respondToEveryAction { call in .string(call.action) }
        return guarded
    }

    /// Makes Account's `currentUser` report `username` as logged in (`nil`: nobody).
    func answerCurrentUser(_ username: String?) {
        answer("currentUser", with: ["username": username.map(MediatorValue.string) ?? .null])
    }
}

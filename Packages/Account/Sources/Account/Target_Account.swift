import AccountMediator
import Foundation
import Mediator
import Storage

/// The Target-Action adapter of Account, found by the mediator as `Account.Target_Account`.
///
/// Passwords travel only through local actions, never in URLs. After a login or logout it
/// notifies `account.login` / `account.logout` with `["username": …]`; observers' failures never
/// undo the change and are returned in the result as `observerErrors`.
public struct Target_Account: MediatorTarget {
    /// The event sent after a successful login.
    public static let loginEvent = "account.login"
    /// The event sent after a logout, including the implicit one when another user logs in.
    public static let logoutEvent = "account.logout"

    private let facade: AccountFacade
    // The mediator caches this target, so a strong reference would be a cycle; the mediator is alive
    // whenever one of these actions runs because it is the one running it.
    private unowned let mediator: Mediator

    /// Creates the target from the `StorageFacade` and clock in the mediator's context, migrating the tables.
    ///
    /// An `AccountSessionMemory` in the context keeps the current session out of the database.
    public init(mediator: Mediator) throws {
        let context = mediator.context
        let storage = try context.require(StorageFacade.self)
        self.facade = try AccountFacade(
            storage: storage, now: { context.clock.now() },
            sessionMemory: context.resolve(AccountSessionMemory.self))
        self.mediator = mediator
    }

    /// The actions, answering `AccountMediator`'s wire types: `currentUser` is remote; `register`,
    /// `login`, `logout`, `changePassword`, `role`, `setRole`, `usernamesWithRole`, `nativeSession` local.
    public var actions: [Action] {
        [
            .local("register", summary: "Creates an account: username, password") { params in
                let name = try facade.register(
                    username: try params.string("username"), password: try params.string("password"))
                return AccountRegistration(username: name)
            },
            .local("login", summary: "Logs in, replacing any current session: username, password") { params in
                let outcome = try facade.login(
                    username: try params.string("username"), password: try params.string("password"))
                var failures: [AccountObserverError] = []
                if let replaced = outcome.replacedUsername {
                    failures += notify(Self.logoutEvent, username: replaced)
                }
                failures += notify(Self.loginEvent, username: outcome.session.username)
                return AccountLogin(
                    username: outcome.session.username, replacedUsername: outcome.replacedUsername,
                    observerErrors: failures)
            },
            .local("logout", summary: "Ends the current session") { _ in
                let name = try facade.logout()
                return AccountLogout(username: name, observerErrors: notify(Self.logoutEvent, username: name))
            },
            .remote("currentUser", summary: "The logged-in username, or null") { _ in
                AccountCurrentUser(username: try facade.currentUser())
            },
            .local("changePassword", summary: "Replaces a password: oldPassword, newPassword, optional username") {
                params in
                let name = try facade.changePassword(
                    username: try params.optionalString("username"), oldPassword: try params.string("oldPassword"),
                    newPassword: try params.string("newPassword"))
                return AccountPasswordChange(username: name)
            },
            .local("role", summary: "The role of an account (customer or staff): username") { params in
                let name = try params.string("username")
                let role = try facade.role(of: name)
                return AccountUserRole(username: name.lowercased(), role: role)
            },
            .local("setRole", summary: "Gives an account a role, for the operator's command: username, role") {
                params in
                let role = try Self.role(try params.string("role"))
                let name = try params.string("username")
                let previous = try facade.setRole(role, for: name)
                return AccountRoleChange(username: name.lowercased(), role: role, previousRole: previous)
            },
            .local("usernamesWithRole", summary: "Every account with a role, sorted: role") { params in
                let role = try Self.role(try params.string("role"))
                return AccountRoleMembers(role: role, usernames: try facade.usernames(withRole: role))
            },
            .local("nativeSession", summary: "The current session for the app: username, token, createdAt (or null)") {
                _ in
                try facade.currentSession()
            },
        ]
    }

    private static func role(_ text: String) throws -> AccountRole {
        guard let role = AccountRole(rawValue: text) else { throw AccountError.invalidRole(text) }
        return role
    }

    /// Sends `event` and reports each observer that failed.
    private func notify(_ event: String, username: String) -> [AccountObserverError] {
        let report = mediator.notify(event, params: ["username": .string(username)])
        return report.failures.map { failure in
            AccountObserverError(
                event: event, observer: failure.observer, code: failure.error.code,
                message: failure.error.description)
        }
    }
}

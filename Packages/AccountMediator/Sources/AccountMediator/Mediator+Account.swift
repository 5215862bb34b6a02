import Mediator

extension Mediator {
    /// Typed calls to the Account component.
    public var account: AccountCalls { AccountCalls(mediator: self) }
}

/// Typed calls to Account: the only caller-side place that spells Account's target and action names.
///
/// Account's own failures arrive as `AccountFailure` (bad username or password, taken username,
/// wrong credentials, nobody logged in, unknown account); every other failure as `MediatorError`.
public struct AccountCalls: Sendable {
    let account: ComponentClient<AccountErrorCode>

    init(mediator: Mediator) {
        account = ComponentClient(mediator, target: "Account")
    }

    /// Creates an account and returns its normalised (lowercase) username; does not log in.
    @discardableResult
    public func register(username: String, password: String) throws -> String {
        try account.call(
            action: "register", ["username": .string(username), "password": .string(password)],
            as: AccountRegistration.self
        ).username
    }

    /// Logs in, replacing any current session.
    @discardableResult
    public func login(username: String, password: String) throws -> AccountLogin {
        try account.call(action: "login", ["username": .string(username), "password": .string(password)])
    }

    /// Logs the current user out; throws `AccountFailure` with `.notLoggedIn` when nobody is.
    @discardableResult
    public func logout() throws -> AccountLogout {
        try account.call(action: "logout")
    }

    /// The logged-in user's username, or `nil` when nobody is logged in.
    public func currentUser() throws -> String? {
        try account.call(action: "currentUser", as: AccountCurrentUser.self).username
    }

    /// Replaces a password after checking the old one; returns whose it was.
    ///
    /// - Parameter username: whose password; `nil` means the logged-in user.
    @discardableResult
    public func changePassword(oldPassword: String, newPassword: String, username: String? = nil) throws -> String {
        var params: Params = ["oldPassword": .string(oldPassword), "newPassword": .string(newPassword)]
        if let username { params["username"] = .string(username) }
        return try account.call(action: "changePassword", params, as: AccountPasswordChange.self).username
    }

    /// The role of the account `username`; throws `AccountFailure` with `.userNotFound`.
    public func role(username: String) throws -> AccountRole {
        try account.call(action: "role", ["username": .string(username)], as: AccountUserRole.self).role
    }

    /// Gives the account `username` the role `role`; throws `AccountFailure` with `.userNotFound`.
    ///
    /// Local only, for the app's operator command (`shop staff grant`); nothing checks who asks.
    /// - Returns: the account's name, its role and the role it had.
    @discardableResult
    public func setRole(_ role: AccountRole, username: String) throws -> AccountRoleChange {
        try account.call(action: "setRole", ["username": .string(username), "role": .string(role.rawValue)])
    }

    /// The usernames of every account with `role`, sorted.
    public func usernames(withRole role: AccountRole) throws -> AccountRoleMembers {
        try account.call(action: "usernamesWithRole", ["role": .string(role.rawValue)])
    }

    /// The current session with its token, for the app's own use; `nil` when nobody is logged in.
    public func session() throws -> AccountSessionInfo? {
        try account.call(action: "nativeSession")
    }
}

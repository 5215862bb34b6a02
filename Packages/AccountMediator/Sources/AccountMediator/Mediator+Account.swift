import Foundation
import Mediator

extension Mediator {
    /// Typed calls to the Account component.
    public var account: AccountCalls { AccountCalls(mediator: self) }
}

/// Typed calls to the Account component; the only caller-side place that names its target and actions.
///
/// Each call throws `AccountCallError` for the failures a caller handles (bad username or password,
/// taken username, wrong credentials, nobody logged in) and `MediatorError` for the rest.
public struct AccountCalls: Sendable {
    let mediator: Mediator

    /// Creates an account and returns its normalised (lowercase) username; does not log in.
    @discardableResult
    public func register(username: String, password: String) throws -> String {
        let value = try mapped {
            try mediator.perform(
                target: "Account", action: "register",
                params: ["username": .string(username), "password": .string(password)])
        }
        return try ResultReader(value, action: "register").string("username")
    }

    /// Logs in, replacing any current session.
    @discardableResult
    public func login(username: String, password: String) throws -> AccountLogin {
        let value = try mapped {
            try mediator.perform(
                target: "Account", action: "login",
                params: ["username": .string(username), "password": .string(password)])
        }
        let reader = try ResultReader(value, action: "login")
        return AccountLogin(
            username: try reader.string("username"), replacedUsername: try reader.optionalString("replacedUsername"),
            observerErrors: try reader.observerErrors())
    }

    /// Logs the current user out.
    @discardableResult
    public func logout() throws -> AccountLogout {
        let value = try mapped { try mediator.perform(target: "Account", action: "logout") }
        let reader = try ResultReader(value, action: "logout")
        return AccountLogout(username: try reader.string("username"), observerErrors: try reader.observerErrors())
    }

    /// The logged-in user's username, or `nil` when nobody is logged in.
    public func currentUser() throws -> String? {
        let value = try mapped { try mediator.perform(target: "Account", action: "currentUser") }
        return try ResultReader(value, action: "currentUser").optionalString("username")
    }

    /// Replaces a password after checking the old one; returns whose it was.
    ///
    /// - Parameter username: whose password; `nil` means the logged-in user.
    @discardableResult
    public func changePassword(oldPassword: String, newPassword: String, username: String? = nil) throws -> String {
        var params: Params = ["oldPassword": .string(oldPassword), "newPassword": .string(newPassword)]
        if let username { params["username"] = .string(username) }
        let value = try mapped { try mediator.perform(target: "Account", action: "changePassword", params: params) }
        return try ResultReader(value, action: "changePassword").string("username")
    }

    /// The current session with its token, for the app's own use; `nil` when nobody is logged in.
    public func session() throws -> AccountSessionInfo? {
        let value = try mapped { try mediator.perform(target: "Account", action: "nativeSession") }
        let reader = try ResultReader(value, action: "nativeSession")
        guard let username = try reader.optionalString("username") else { return nil }
        return AccountSessionInfo(
            username: username, token: try reader.string("token"),
            createdAt: Date(timeIntervalSince1970: TimeInterval(try reader.int("createdAt"))))
    }

    /// Runs `call`, turning the Account failures a caller handles into `AccountCallError`.
    private func mapped(_ call: () throws -> MediatorValue) throws -> MediatorValue {
        do {
            return try call()
        } catch let error as MediatorError {
            // Whatever answers for Account (a rewrite may route elsewhere) speaks its codes.
            if case .actionFailed(_, _, let code, let message) = error,
                let mapped = AccountCallError.mapping(code: code, message: message)
            {
                throw mapped
            }
            throw error
        }
    }
}

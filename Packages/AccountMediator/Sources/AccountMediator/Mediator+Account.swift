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
        return try Self.reader(value, "register").string("username")
    }

    /// Logs in, replacing any current session.
    @discardableResult
    public func login(username: String, password: String) throws -> AccountLogin {
        let value = try mapped {
            try mediator.perform(
                target: "Account", action: "login",
                params: ["username": .string(username), "password": .string(password)])
        }
        let reader = try Self.reader(value, "login")
        return AccountLogin(
            username: try reader.string("username"), replacedUsername: try reader.optionalString("replacedUsername"),
            observerErrors: try Self.observerErrors(reader))
    }

    /// Logs the current user out.
    @discardableResult
    public func logout() throws -> AccountLogout {
        let value = try mapped { try mediator.perform(target: "Account", action: "logout") }
        let reader = try Self.reader(value, "logout")
        return AccountLogout(username: try reader.string("username"), observerErrors: try Self.observerErrors(reader))
    }

    /// The logged-in user's username, or `nil` when nobody is logged in.
    public func currentUser() throws -> String? {
        let value = try mapped { try mediator.perform(target: "Account", action: "currentUser") }
        return try Self.reader(value, "currentUser").optionalString("username")
    }

    /// Replaces a password after checking the old one; returns whose it was.
    ///
    /// - Parameter username: whose password; `nil` means the logged-in user.
    @discardableResult
    public func changePassword(oldPassword: String, newPassword: String, username: String? = nil) throws -> String {
        var params: Params = ["oldPassword": .string(oldPassword), "newPassword": .string(newPassword)]
        if let username { params["username"] = .string(username) }
        let value = try mapped { try mediator.perform(target: "Account", action: "changePassword", params: params) }
        return try Self.reader(value, "changePassword").string("username")
    }

    /// The role of the account `username`.
    ///
    /// - Throws: `AccountCallError.userNotFound`.
    public func role(username: String) throws -> AccountRole {
        let value = try mapped {
            try mediator.perform(target: "Account", action: "role", params: ["username": .string(username)])
        }
        return try Self.role(try Self.reader(value, "role").string("role"), action: "role")
    }

    /// Gives the account `username` the role `role` and returns the role it had.
    ///
    /// Local only, for the app's operator command (`shop staff grant`); nothing checks who asks.
    /// - Throws: `AccountCallError.userNotFound`.
    @discardableResult
    public func setRole(_ role: AccountRole, username: String) throws -> AccountRole {
        let value = try mapped {
            try mediator.perform(
                target: "Account", action: "setRole",
                params: ["username": .string(username), "role": .string(role.rawValue)])
        }
        return try Self.role(try Self.reader(value, "setRole").string("previousRole"), action: "setRole")
    }

    /// The usernames of every account with `role`, sorted.
    public func usernames(withRole role: AccountRole) throws -> [String] {
        let value = try mapped {
            try mediator.perform(
                target: "Account", action: "usernamesWithRole", params: ["role": .string(role.rawValue)])
        }
        let reader = try Self.reader(value, "usernamesWithRole")
        return try reader.array("usernames").map { item in
            guard case .string(let name) = item else { throw reader.mismatch("usernames", expected: "[String]") }
            return name
        }
    }

    /// The current session with its token, for the app's own use; `nil` when nobody is logged in.
    public func session() throws -> AccountSessionInfo? {
        let value = try mapped { try mediator.perform(target: "Account", action: "nativeSession") }
        let reader = try Self.reader(value, "nativeSession")
        guard let username = try reader.optionalString("username") else { return nil }
        return AccountSessionInfo(
            username: username, token: try reader.string("token"), createdAt: try reader.date("createdAt"))
    }

    private static func role(_ text: String, action: String) throws -> AccountRole {
        guard let role = AccountRole(rawValue: text) else {
            throw AccountCallError.unexpectedResult(action: action, detail: "unknown role '\(text)'")
        }
        return role
    }

    /// Reads `action`'s result; Account sends every field (`null` when empty), so an absent one is a mismatch.
    private static func reader(_ value: MediatorValue, _ action: String) throws -> ResultReader {
        try ResultReader(value, optionalFields: .mustBePresent) {
            AccountCallError.unexpectedResult(action: action, detail: $0)
        }
    }

    /// The observers that failed on the login or logout event, as the result lists them.
    private static func observerErrors(_ reader: ResultReader) throws -> [AccountObserverError] {
        try reader.objects("observerErrors").map { failure in
            AccountObserverError(
                event: try failure.string("event"), observer: try failure.string("observer"),
                code: try failure.string("code"), message: try failure.string("message"))
        }
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

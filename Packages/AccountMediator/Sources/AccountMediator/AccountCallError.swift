import Mediator

/// Account failures a caller is expected to handle, mapped from the component's error codes.
///
/// Codes the caller cannot act on specifically (storage failures, hashing failures, a missing
/// component) stay `MediatorError`s.
public enum AccountCallError: DomainError, Equatable, Sendable, CustomStringConvertible {
    /// The username breaks the naming rules; `message` says which.
    case invalidUsername(message: String)
    /// The new password is too short; `message` gives the minimum.
    case weakPassword(message: String)
    /// The password is longer than the component accepts; `message` gives the limit.
    case passwordTooLong(message: String)
    /// The password contains a character the component cannot hash (NUL).
    case invalidPasswordCharacter(message: String)
    /// The new password equals the old one.
    case passwordUnchanged(message: String)
    /// Another account already uses the username; nothing was changed.
    case usernameTaken(message: String)
    /// The username or the password is wrong.
    case invalidCredentials
    /// Nobody is logged in (also what `LoginGuard` throws).
    case notLoggedIn
    /// No account has this username.
    case userNotFound(message: String)
    /// The action is for staff and the logged-in user is a customer (what `StaffGuard` throws).
    case staffOnly(message: String)
    /// Account answered with something this package cannot read: a contract mismatch.
    case unexpectedResult(action: String, detail: String)

    /// The component's codes this type stands for, by code.
    static func mapping(code: String, message: String) -> AccountCallError? {
        switch code {
        case "invalidUsername": return .invalidUsername(message: message)
        case "weakPassword": return .weakPassword(message: message)
        case "passwordTooLong": return .passwordTooLong(message: message)
        case "invalidPasswordCharacter": return .invalidPasswordCharacter(message: message)
        case "passwordUnchanged": return .passwordUnchanged(message: message)
        case "usernameTaken": return .usernameTaken(message: message)
        case "invalidCredentials": return .invalidCredentials
        case "notLoggedIn": return .notLoggedIn
        case "userNotFound": return .userNotFound(message: message)
        default: return nil
        }
    }

    /// The stable code, the same as the Account component's for the cases it maps.
    public var code: String {
        switch self {
        case .invalidUsername: return "invalidUsername"
        case .weakPassword: return "weakPassword"
        case .passwordTooLong: return "passwordTooLong"
        case .invalidPasswordCharacter: return "invalidPasswordCharacter"
        case .passwordUnchanged: return "passwordUnchanged"
        case .usernameTaken: return "usernameTaken"
        case .invalidCredentials: return "invalidCredentials"
        case .notLoggedIn: return "notLoggedIn"
        case .userNotFound: return "userNotFound"
        case .staffOnly: return "forbidden"
        case .unexpectedResult: return "unexpectedResult"
        }
    }

    /// A one-line message a user can act on.
    public var description: String {
        switch self {
        case .invalidUsername(let message), .weakPassword(let message), .passwordTooLong(let message),
            .invalidPasswordCharacter(let message), .passwordUnchanged(let message), .usernameTaken(let message),
            .userNotFound(let message), .staffOnly(let message):
            return message
        case .invalidCredentials:
            return "wrong username or password"
        case .notLoggedIn:
            return "log in first: shop account login <username>"
        case .unexpectedResult(let action, let detail):
            return "Account/\(action) answered unexpectedly (\(detail)); update Account and AccountMediator together"
        }
    }
}

import AccountMediator
import Mediator

/// Every way an Account operation can fail, each with a message a user can act on; its code and
/// kind are declared in `AccountMediator` (`AccountErrorCode`).
public enum AccountError: CodedError, Equatable, Sendable, CustomStringConvertible {
    /// The username breaks the naming rules; `reason` says which one.
    case invalidUsername(username: String, reason: String)
    /// The password is shorter than `minimum` characters.
    case weakPassword(minimum: Int)
    /// The password is longer than the hashing library accepts (`maximumBytes` UTF-8 bytes).
    case passwordTooLong(maximumBytes: Int)
    /// The password contains a NUL character, which the hashing library cannot see past.
    case invalidPasswordCharacter
    /// Another account already uses this username; nothing was changed.
    case usernameTaken(username: String)
    /// The username or the password is wrong (deliberately not saying which).
    case invalidCredentials
    /// Too many wrong passwords for this username lately (`LoginThrottle`): no password is checked
    /// for `retryAfterSeconds` more seconds. Said alike for an existing and an unknown username.
    case tooManyAttempts(retryAfterSeconds: Int)
    /// The operation needs a logged-in user and nobody is logged in.
    case notLoggedIn
    /// No account has this username (role look-ups and changes, which name a user outright).
    case userNotFound(username: String)
    /// A role name that is not `customer` or `staff`.
    case invalidRole(String)
    /// The new password equals the old one.
    case passwordUnchanged
    /// The system password-hashing library failed; `reason` carries its error.
    case hashingFailed(reason: String)

    /// The code callers see, declared with its kind in `AccountMediator`.
    public var errorCode: AccountErrorCode {
        switch self {
        case .invalidUsername: return .invalidUsername
        case .weakPassword: return .weakPassword
        case .passwordTooLong: return .passwordTooLong
        case .invalidPasswordCharacter: return .invalidPasswordCharacter
        case .usernameTaken: return .usernameTaken
        case .invalidCredentials: return .invalidCredentials
        case .tooManyAttempts: return .tooManyAttempts
        case .notLoggedIn: return .notLoggedIn
        case .userNotFound: return .userNotFound
        case .invalidRole: return .invalidRole
        case .passwordUnchanged: return .passwordUnchanged
        case .hashingFailed: return .hashingFailed
        }
    }

    /// A one-line message a user can act on.
    public var description: String {
        switch self {
        case .invalidUsername(let username, let reason):
            // At most 40 characters of what was typed: a message never prints a long input back.
            let shown =
                username.count > 40 ? String(username.prefix(40)).debugDescription + "…" : username.debugDescription
            return "invalid username \(shown): \(reason)"
        case .weakPassword(let minimum):
            return "password too weak: use at least \(minimum) characters"
        case .passwordTooLong(let maximumBytes):
            return "password too long: use at most \(maximumBytes) bytes (UTF-8)"
        case .invalidPasswordCharacter:
            return "password must not contain a NUL character"
        case .usernameTaken(let username):
            return "username '\(username)' is already taken: choose another or log in"
        case .invalidCredentials:
            return "wrong username or password"
        case .tooManyAttempts(let seconds):
            return "too many wrong passwords for this username: no password is checked for "
                + "\(LoginThrottle.duration(seconds)); try again then"
        case .notLoggedIn:
            return "nobody is logged in: log in first"
        case .userNotFound(let username):
            return "no account '\(username)': register it first (shop account register \(username))"
        case .invalidRole(let role):
            return "unknown role '\(role)': use customer or staff"
        case .passwordUnchanged:
            return "the new password must differ from the old one"
        case .hashingFailed(let reason):
            return "password hashing failed (\(reason)); check that libcrypt supports yescrypt"
        }
    }
}

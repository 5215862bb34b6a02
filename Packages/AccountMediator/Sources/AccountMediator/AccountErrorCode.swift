import Mediator

/// Every way an Account call (or one of Account's guards) fails, with its kind.
///
/// Nothing is changed when one is reported. The component's actions report the first twelve; the
/// guards in this package stop calls with the last three, which callers receive as
/// `MediatorError.stopped` carrying the code and kind.
public enum AccountErrorCode: String, ErrorCode {
    /// The username breaks the naming rules (characters, length, first letter).
    case invalidUsername
    /// The new password is shorter than the minimum.
    case weakPassword
    /// The password is longer than the hashing library accepts.
    case passwordTooLong
    /// The password contains a character the hashing library cannot hash (NUL).
    case invalidPasswordCharacter
    /// The new password equals the old one.
    case passwordUnchanged
    /// A role name that is not `customer` or `staff`.
    case invalidRole
    /// Another account already uses the username; nothing was changed.
    case usernameTaken
    /// The username or the password is wrong (deliberately not saying which).
    case invalidCredentials
    /// Too many wrong passwords for this username lately: no password is checked until the wait ends
    /// (said the same way whether or not the account exists).
    case tooManyAttempts
    /// No account has this username.
    case userNotFound
    /// The system password-hashing library failed.
    case hashingFailed
    /// Nobody is logged in (also what `LoginGuard`, `StaffGuard` and `RemoteIdentityGuard` stop with).
    case notLoggedIn
    /// The action is for staff and the logged-in user is a customer (`StaffGuard`).
    case notStaff
    /// A link named another user's data than the logged-in user's (`RemoteIdentityGuard`).
    case notOwnData

    /// Bad names and passwords are `invalid` (fix the input); a taken name is a `conflict`; an unknown
    /// account `notFound`; wrong credentials, nobody logged in, a customer at a staff action and a
    /// link to someone else's data are `forbidden` (proving who you are is what is missing, exit 4
    /// in the shop), and so is a login refused for too many recent failures (the wait is in the
    /// message); a failing hash library is `unavailable`.
    public var kind: ErrorKind {
        switch self {
        case .invalidUsername, .weakPassword, .passwordTooLong, .invalidPasswordCharacter, .passwordUnchanged,
            .invalidRole:
            return .invalid
        case .usernameTaken: return .conflict
        case .userNotFound: return .notFound
        case .invalidCredentials, .tooManyAttempts, .notLoggedIn, .notStaff, .notOwnData: return .forbidden
        case .hashingFailed: return .unavailable
        }
    }
}

/// Account's own failure as callers receive it: its `AccountErrorCode`, kind and message.
public typealias AccountFailure = CallFailure<AccountErrorCode>

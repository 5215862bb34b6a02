import Mediator
import MemberMediator

/// Every way a Member operation can fail, each with a message a user can act on.
public enum MemberError: CodedError, Sendable, Equatable, CustomStringConvertible {
    /// The username is empty, too long or holds control characters.
    case invalidUsername(String, reason: String)
    /// A payment id that is not a positive integer.
    case invalidPaymentID(Int)
    /// A negative payment amount.
    case invalidAmount(Int)
    /// A history limit outside 1...`MemberFacade.maxHistory`.
    case invalidLimit(Int)
    /// The points ledger holds numbers no Member operation writes (changed by hand).
    case corruptData(String)

    /// The code callers see, declared with its kind in `MemberMediator`.
    public var errorCode: MemberErrorCode {
        switch self {
        case .invalidUsername: return .invalidUsername
        case .invalidPaymentID: return .invalidPaymentID
        case .invalidAmount: return .invalidAmount
        case .invalidLimit: return .invalidLimit
        case .corruptData: return .corruptData
        }
    }

    /// A one-line message a person can act on.
    public var description: String {
        switch self {
        case .invalidUsername(let username, let reason):
            // At most 40 characters of what was given: a message never prints a long input back.
            let shown =
                username.count > 40 ? String(username.prefix(40)).debugDescription + "…" : username.debugDescription
            return "invalid username \(shown): \(reason)"
        case .invalidPaymentID(let id):
            return "payment id must be a positive integer, got \(id)"
        case .invalidAmount(let amount):
            return "payment amount must be 0 or more minor units, got \(amount)"
        case .invalidLimit(let limit):
            return "history limit must be 1...\(MemberFacade.maxHistory), got \(limit)"
        case .corruptData(let what):
            return "stored data is corrupt: \(what)"
        }
    }
}

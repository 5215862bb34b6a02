import Mediator

/// Every way a Member call fails, with its kind; nothing in the points ledger changes when one is
/// reported.
public enum MemberErrorCode: String, ErrorCode {
    /// The username is empty, longer than 64 characters or holds control characters.
    case invalidUsername
    /// A payment event's payment id is not a positive integer.
    case invalidPaymentID
    /// A payment event's amount is negative.
    case invalidAmount
    /// The history limit is outside 1...500.
    case invalidLimit
    /// The points ledger holds numbers no Member operation writes (changed by hand).
    case corruptData

    /// Bad input is `invalid` (a member with no points is bronze, not missing); a damaged ledger is
    /// `unavailable`, as in every component.
    public var kind: ErrorKind {
        switch self {
        case .invalidUsername, .invalidPaymentID, .invalidAmount, .invalidLimit: return .invalid
        case .corruptData: return .unavailable
        }
    }
}

/// Member's own failure as callers receive it: its `MemberErrorCode`, kind and message.
public typealias MemberFailure = CallFailure<MemberErrorCode>

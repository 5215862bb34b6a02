import Mediator

/// Every way a Cart call fails, with its kind; nothing in the cart changes when one is reported.
public enum CartErrorCode: String, ErrorCode {
    /// The username is empty or only whitespace.
    case invalidUsername
    /// The goods id is not a positive integer.
    case invalidGoodsID
    /// The title snapshot is empty or only whitespace.
    case emptyTitle
    /// The unit price is negative or too large.
    case invalidPrice
    /// The quantity is outside 1...99 (remove a line instead of setting 0).
    case invalidQuantity
    /// The line would exceed 99 units.
    case quantityLimit
    /// The cart has no line for that goods id.
    case lineNotFound
    /// A stored line's numbers are out of range or their totals overflow: the database was changed
    /// behind Cart's back.
    case corruptData

    /// Bad input is `invalid`; the per-line limit is a rule (`refused`); a missing line `notFound`;
    /// corrupt stored data `unavailable`.
    public var kind: ErrorKind {
        switch self {
        case .invalidUsername, .invalidGoodsID, .emptyTitle, .invalidPrice, .invalidQuantity: return .invalid
        case .quantityLimit: return .refused
        case .lineNotFound: return .notFound
        case .corruptData: return .unavailable
        }
    }
}

/// Cart's own failure as callers receive it: its `CartErrorCode`, kind and message.
public typealias CartFailure = CallFailure<CartErrorCode>

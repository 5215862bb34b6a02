import Mediator

/// Why a `mediator.cart` call failed, mapped from Cart's stable error codes.
///
/// Mediator failures that are not Cart's own (a missing parameter, Cart not linked) are rethrown
/// unchanged as `MediatorError`.
public enum CartCallError: DomainError, Equatable, Sendable, CustomStringConvertible {
    /// The username was blank.
    case invalidUsername(String)
    /// The goods id was not a positive integer.
    case invalidGoodsID(String)
    /// The title snapshot was blank.
    case emptyTitle(String)
    /// The unit price was negative or too large.
    case invalidPrice(String)
    /// The quantity was outside 1...99 (remove a line instead of setting 0).
    case invalidQuantity(String)
    /// The line would exceed 99 units; the cart was left unchanged.
    case quantityLimit(String)
    /// The cart has no line for that goods id.
    case lineNotFound(String)
    /// Cart failed with a code this package does not know yet.
    case other(code: String, message: String)
    /// Cart answered with a value this package cannot read (a version mismatch).
    case malformedResult(String)

    /// The stable code, equal to Cart's own code for mapped failures.
    public var code: String {
        switch self {
        case .invalidUsername: return "invalidUsername"
        case .invalidGoodsID: return "invalidGoodsID"
        case .emptyTitle: return "emptyTitle"
        case .invalidPrice: return "invalidPrice"
        case .invalidQuantity: return "invalidQuantity"
        case .quantityLimit: return "quantityLimit"
        case .lineNotFound: return "lineNotFound"
        case .other(let code, _): return code
        case .malformedResult: return "malformedResult"
        }
    }

    /// The message Cart gave, which a person can act on.
    public var description: String {
        switch self {
        case .invalidUsername(let message), .invalidGoodsID(let message), .emptyTitle(let message),
            .invalidPrice(let message), .invalidQuantity(let message), .quantityLimit(let message),
            .lineNotFound(let message), .other(_, let message):
            return message
        case .malformedResult(let detail):
            return "the cart answered something unexpected: \(detail)"
        }
    }

    /// Maps a failure of Cart's own action to a typed error; any other error is returned unchanged.
    static func mapping(_ error: any Error) -> any Error {
        guard case .actionFailed(let target, _, let code, let message) = error as? MediatorError, target == "Cart"
        else { return error }
        switch code {
        case "invalidUsername": return CartCallError.invalidUsername(message)
        case "invalidGoodsID": return CartCallError.invalidGoodsID(message)
        case "emptyTitle": return CartCallError.emptyTitle(message)
        case "invalidPrice": return CartCallError.invalidPrice(message)
        case "invalidQuantity": return CartCallError.invalidQuantity(message)
        case "quantityLimit": return CartCallError.quantityLimit(message)
        case "lineNotFound": return CartCallError.lineNotFound(message)
        default: return CartCallError.other(code: code, message: message)
        }
    }
}

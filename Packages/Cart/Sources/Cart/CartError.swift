import CartMediator
import Mediator

/// Why a cart operation was refused; nothing in the cart changes when one is thrown.
public enum CartError: CodedError, Equatable, Sendable, CustomStringConvertible {
    /// The username is empty or only whitespace.
    case invalidUsername
    /// The goods id is not a positive integer.
    case invalidGoodsID(Int)
    /// The title snapshot is empty or only whitespace.
    case emptyTitle
    /// The unit price is negative or above `CartFacade.maxUnitPrice` (minor units).
    case invalidPrice(Int)
    /// The quantity is outside 1...99 (to drop a line, remove it instead of setting 0).
    case invalidQuantity(Int)
    /// Adding `adding` to the line's `current` quantity would exceed the per-line limit of 99.
    case quantityLimit(goodsID: Int, current: Int, adding: Int)
    /// The user's cart has no line for this goods id.
    case lineNotFound(goodsID: Int)
    /// A stored line's numbers overflow when totalled (e.g. a unit price planted by raw SQL); names what.
    case corruptData(String)

    /// The code callers see, declared with its kind in `CartMediator`.
    public var errorCode: CartErrorCode {
        switch self {
        case .invalidUsername: return .invalidUsername
        case .invalidGoodsID: return .invalidGoodsID
        case .emptyTitle: return .emptyTitle
        case .invalidPrice: return .invalidPrice
        case .invalidQuantity: return .invalidQuantity
        case .quantityLimit: return .quantityLimit
        case .lineNotFound: return .lineNotFound
        case .corruptData: return .corruptData
        }
    }

    /// A one-line message a person can act on.
    public var description: String {
        let limit = CartFacade.maxQuantity
        switch self {
        case .invalidUsername:
            return "a cart needs a username; got an empty one"
        case .invalidGoodsID(let id):
            return "goods id must be a positive integer, got \(id)"
        case .emptyTitle:
            return "a cart line needs a title; got an empty one"
        case .invalidPrice(let price):
            return "unit price must be between 0 and \(CartFacade.maxUnitPrice) minor units, got \(price)"
        case .invalidQuantity(let quantity) where quantity == 0:
            return "quantity must be between 1 and \(limit), got 0 (remove the line to drop it)"
        case .invalidQuantity(let quantity):
            return "quantity must be between 1 and \(limit), got \(quantity)"
        case .quantityLimit(let goodsID, let current, let adding):
            return "cannot add \(adding) of goods \(goodsID): the line already has \(current) "
                + "and a line holds at most \(limit)"
        case .lineNotFound(let goodsID):
            return "the cart has no line for goods \(goodsID)"
        case .corruptData(let what):
            return "stored data is corrupt: \(what)"
        }
    }
}

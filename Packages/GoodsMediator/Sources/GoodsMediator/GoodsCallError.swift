import Mediator

/// The Goods failures a caller can act on; other mediator failures pass through as `MediatorError`.
public enum GoodsCallError: DomainError, Sendable, Equatable, CustomStringConvertible {
    /// No item has this id (code `notFound`).
    case notFound(id: Int)
    /// Fewer units are in stock than were asked for; nothing was reserved (code `insufficientStock`).
    case insufficientStock(id: Int, requested: Int, message: String)
    /// The request itself was refused: bad page, sort, category, search, quantity or discount.
    case invalidRequest(code: String, message: String)
    /// The catalog could not be loaded or is invalid (codes `catalogUnavailable`, `malformedCatalog`, ...).
    case catalogFailed(code: String, message: String)
    /// Goods answered with a value of an unexpected shape (a contract mismatch).
    case unexpectedResult(action: String, reason: String)

    /// The Goods error codes that mean the caller's request was invalid.
    static let requestCodes: Set<String> = [
        "invalidQuantity", "invalidPage", "unknownCategory", "invalidSort", "invalidSearch", "invalidDiscount",
        "stockLimitExceeded", "invalidCatalogURL",
    ]

    /// The Goods error codes that mean the catalog could not be seeded.
    static let catalogCodes: Set<String> = ["catalogUnavailable", "malformedCatalog", "invalidCatalogItem"]

    /// The stable code, Goods' own (so a caller that passes this error on keeps it).
    public var code: String {
        switch self {
        case .notFound: return "notFound"
        case .insufficientStock: return "insufficientStock"
        case .invalidRequest(let code, _), .catalogFailed(let code, _): return code
        case .unexpectedResult: return "unexpectedResult"
        }
    }

    /// A one-line message a person can act on.
    public var description: String {
        switch self {
        case .notFound(let id): return "no goods item with id \(id)"
        case .insufficientStock(_, _, let message): return message
        case .invalidRequest(_, let message): return message
        case .catalogFailed(_, let message): return message
        case .unexpectedResult(let action, let reason):
            return "Goods/\(action) returned an unexpected result: \(reason)"
        }
    }

    /// Maps a failed call: Goods' own codes become `GoodsCallError`, anything else is returned unchanged.
    ///
    /// - Parameters:
    ///   - id: the item id the call was about, if any.
    ///   - quantity: the quantity the call asked for, if any.
    static func map(_ error: any Error, id: Int? = nil, quantity: Int? = nil) -> any Error {
        guard case .actionFailed("Goods", _, let code, let message)? = error as? MediatorError else { return error }
        switch code {
        case "notFound" where id != nil:
            return GoodsCallError.notFound(id: id ?? 0)
        case "insufficientStock" where id != nil && quantity != nil:
            return GoodsCallError.insufficientStock(id: id ?? 0, requested: quantity ?? 0, message: message)
        case _ where requestCodes.contains(code):
            return GoodsCallError.invalidRequest(code: code, message: message)
        case _ where catalogCodes.contains(code):
            return GoodsCallError.catalogFailed(code: code, message: message)
        default:
            return error
        }
    }
}

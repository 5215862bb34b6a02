import GoodsMediator
import Mediator

/// Every way a Goods operation can fail, each with a message a user can act on; its code and kind
/// are declared in `GoodsMediator` (`GoodsErrorCode`).
public enum GoodsError: CodedError, Sendable, Equatable, CustomStringConvertible {
    /// No item has this id.
    case notFound(id: Int)
    /// A reservation asked for more than is in stock; nothing was reserved.
    case insufficientStock(id: Int, requested: Int, available: Int)
    /// A stock quantity was zero, negative or absurdly large.
    case invalidQuantity(Int)
    /// A release would lift an item's stock above `GoodsFacade.maxQuantity`; nothing changed.
    case stockLimitExceeded(id: Int, stock: Int, adding: Int)
    /// A page number below 1 or a page size outside 1...100.
    case invalidPage(page: Int, pageSize: Int)
    /// A listing asked for a category no item has.
    case unknownCategory(String, known: [String])
    /// A sort name that is not one of `GoodsSort`'s.
    case invalidSort(String)
    /// A search text that is empty, too long or holds control characters.
    case invalidSearch(reason: String)
    /// A member discount outside 0...100 percent.
    case invalidDiscount(Int)
    /// A stored number whose arithmetic overflows (e.g. a price planted by raw SQL); names what.
    case corruptData(String)
    /// The catalog URL is not an http(s):// or file:// URL.
    case invalidCatalogURL(String)
    /// The catalog could not be fetched or written.
    case catalogUnavailable(url: String, reason: String)
    /// The catalog is not the expected JSON document.
    case malformedCatalog(url: String, reason: String)
    /// One catalog item is invalid; `item` names it (index, id, sku).
    case invalidCatalogItem(item: String, reason: String)

    /// The code callers see, declared with its kind in `GoodsMediator`.
    public var errorCode: GoodsErrorCode {
        switch self {
        case .notFound: return .notFound
        case .insufficientStock: return .insufficientStock
        case .invalidQuantity: return .invalidQuantity
        case .stockLimitExceeded: return .stockLimitExceeded
        case .invalidPage: return .invalidPage
        case .unknownCategory: return .unknownCategory
        case .invalidSort: return .invalidSort
        case .invalidSearch: return .invalidSearch
        case .invalidDiscount: return .invalidDiscount
        case .corruptData: return .corruptData
        case .invalidCatalogURL: return .invalidCatalogURL
        case .catalogUnavailable: return .catalogUnavailable
        case .malformedCatalog: return .malformedCatalog
        case .invalidCatalogItem: return .invalidCatalogItem
        }
    }

    /// A one-line message a person can act on.
    public var description: String {
        switch self {
        case .notFound(let id):
            return "no goods item with id \(id)"
        case .insufficientStock(let id, let requested, let available):
            return "item \(id) has only \(available) in stock; \(requested) requested"
        case .invalidQuantity(let quantity):
            return "quantity must be between 1 and \(GoodsFacade.maxQuantity), got \(quantity)"
        case .stockLimitExceeded(let id, let stock, let adding):
            return
                "item \(id) has \(stock) in stock; adding \(adding) would pass the limit of \(GoodsFacade.maxQuantity)"
        case .invalidPage(let page, let pageSize):
            return
                "page must be 1 or more and page size 1...\(GoodsFacade.maxPageSize), got page \(page), size \(pageSize)"
        case .unknownCategory(let name, let known):
            let list = known.isEmpty ? "the catalog is empty" : "known: \(known.joined(separator: ", "))"
            // At most 40 characters of what was typed: a message never prints a long input back.
            let shown = name.count > 40 ? "\(name.prefix(40))…" : name
            return "no category '\(shown)' (\(list))"
        case .invalidSort(let name):
            let names = GoodsSort.allCases.map(\.rawValue).joined(separator: ", ")
            return "unknown sort '\(name)' (use one of: \(names))"
        case .invalidSearch(let reason):
            return "invalid search: \(reason)"
        case .invalidDiscount(let percent):
            return "discount must be 0...100 percent, got \(percent)"
        case .corruptData(let what):
            return "stored data is corrupt: \(what)"
        case .invalidCatalogURL(let url):
            return "catalog URL '\(url)' must start with http://, https:// or file://"
        case .catalogUnavailable(let url, let reason):
            return "could not load the catalog from \(url): \(reason)"
        case .malformedCatalog(let url, let reason):
            return "the catalog at \(url) is not valid: \(reason)"
        case .invalidCatalogItem(let item, let reason):
            return "catalog item \(item) is invalid: \(reason); nothing was imported"
        }
    }
}

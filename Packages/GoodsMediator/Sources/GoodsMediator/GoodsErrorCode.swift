import Mediator

/// Every way a Goods call fails, with its kind; no stock or catalog row changes when one is reported.
public enum GoodsErrorCode: String, ErrorCode {
    /// No item has this id.
    case notFound
    /// A reservation asked for more units than are in stock; nothing was reserved.
    case insufficientStock
    /// A stock quantity is outside 1...1,000,000.
    case invalidQuantity
    /// A release would lift an item's stock above 1,000,000; nothing changed.
    case stockLimitExceeded
    /// A page number below 1 or a page size outside 1...100.
    case invalidPage
    /// A listing asked for a category no item has (the message lists the known ones).
    case unknownCategory
    /// A sort name that is not one of `GoodsSort`'s.
    case invalidSort
    /// A search text that is empty, too long or holds control characters.
    case invalidSearch
    /// A member discount outside 0...100 percent: Member answered a level Goods cannot price.
    case invalidDiscount
    /// A catalog URL that is not `http(s)://` or `file://`.
    case invalidCatalogURL
    /// The catalog could not be fetched or written.
    case catalogUnavailable
    /// The catalog is not the expected JSON document.
    case malformedCatalog
    /// One catalog item is invalid; nothing was imported.
    case invalidCatalogItem
    /// A stored number (a price) whose arithmetic overflows: the database was changed by hand.
    case corruptData

    /// Bad request values are `invalid`; a missing item `notFound`; stock rules are `refused`; a
    /// catalog that cannot be loaded, and a discount no caller can choose (it comes from Member, so
    /// a bad one is a broken contract), are `unavailable`.
    public var kind: ErrorKind {
        switch self {
        case .invalidQuantity, .invalidPage, .unknownCategory, .invalidSort, .invalidSearch, .invalidCatalogURL:
            return .invalid
        case .notFound: return .notFound
        case .insufficientStock, .stockLimitExceeded: return .refused
        case .invalidDiscount, .catalogUnavailable, .malformedCatalog, .invalidCatalogItem, .corruptData:
            return .unavailable
        }
    }
}

/// Goods' own failure as callers receive it: its `GoodsErrorCode`, kind and message.
public typealias GoodsFailure = CallFailure<GoodsErrorCode>

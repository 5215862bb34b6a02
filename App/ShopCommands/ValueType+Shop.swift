import Foundation
import CommandKit

/// The shop's own argument types: ids that complete from the local shop, money, categories.
extension ValueType where Value == Int {
    /// A goods id; completes with the ids (and titles) in the local catalog.
    static var goodsID: ValueType { .positive("ID", completion: .dynamic(CompletionValueKind.goodsID.rawValue)) }

    /// One of your order ids; completes with the logged-in user's orders.
    static var orderID: ValueType { .positive("ID", completion: .dynamic(CompletionValueKind.orderID.rawValue)) }

    /// An amount of money written `12.50` or `12` (currency units), as minor units (`Money.parse`'s grammar).
    static var money: ValueType {
        ValueType(
            name: "AMOUNT",
            requirement:
                "must be a positive amount like 12 or 12.50 (digits 0-9, at most two after the point)",
            describe: Money.format
        ) { text in
            guard let minor = Money.parse(text), minor > 0 else { return nil }
            return minor
        }
    }
}

extension ValueType where Value == String {
    /// An absolute URL with a scheme (`http://…`, `file:///…`), kept as text.
    static var url: ValueType {
        ValueType(name: "URL", requirement: "must be a URL with a scheme, such as http://host/path or file:///path") {
            text in
            guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else { return nil }
            return text
        }
    }

    /// A category name; completes with the local catalog's categories.
    static var category: ValueType { .text("NAME", completion: .dynamic(CompletionValueKind.category.rawValue)) }
}

/// What `shop __complete KIND` lists for the completion scripts.
enum CompletionValueKind: String, CaseIterable, Sendable {
    /// Goods ids with titles, from the local catalog.
    case goodsID = "goods-id"
    /// Category names with item counts.
    case category
    /// The logged-in user's order ids with status and total.
    case orderID = "order-id"
}

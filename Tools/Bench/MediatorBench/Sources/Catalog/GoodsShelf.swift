import Foundation
import GoodsMediator

/// What the typed-call rows look up: `GoodsItem`s by id, in memory, so a row measures the call and
/// not a database.
public final class GoodsShelf: GoodsItemSource {
    private let items: [Int: GoodsItem]

    /// Creates a shelf of ten items, ids 0...9.
    public init() {
        var items: [Int: GoodsItem] = [:]
        for id in 0..<10 {
            items[id] = GoodsItem(
                id: id, sku: "BOOK-000\(id)", title: "Clean Architecture \(id)", description: "A craftsman's guide",
                category: "books", price: 2999 + id, stock: 12, rating: 4.4,
                createdAt: Date(timeIntervalSince1970: 1_700_000_000))
        }
        self.items = items
    }

    /// The item with `id`.
    @inline(never)
    public func item(id: Int) throws -> GoodsItem {
        guard let item = items[id] else { throw ShelfError.notFound(id) }
        return item
    }
}

/// The typed rows' protocol floor: the same lookup through an existential.
public protocol GoodsItemSource: Sendable {
    /// The item with `id`.
    func item(id: Int) throws -> GoodsItem
}

/// A lookup of an id the shelf does not hold.
public enum ShelfError: Error {
    /// No item has this id.
    case notFound(Int)
}

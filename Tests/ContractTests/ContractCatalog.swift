import Foundation

/// The small catalog every contract test seeds Goods with, written as a `file://` catalog.
///
/// Numbers are chosen so each flow has something to prove: the book has plenty of stock, the mug
/// runs short, the lamp is sold out, and the espresso machine alone earns a silver membership
/// (60000 cents give 600 points; silver starts at 500).
enum ContractCatalog {
    /// One catalog entry as the test expects Goods to report it.
    struct Entry: Sendable {
        let id: Int
        let sku: String
        let title: String
        let description: String
        let category: String
        let price: Int
        let stock: Int
        let rating: Double

        /// The entry in Goods' catalog format.
        var json: String {
            """
            {"id": \(id), "sku": "\(sku)", "title": "\(title)", "description": "\(description)", \
            "category": "\(category)", "price": \(price), "stock": \(stock), "rating": \(rating)}
            """
        }
    }

    static let book = Entry(
        id: 1, sku: "BOOK-0001", title: "Contract Testing in Practice",
        description: "Round trips against the real components.", category: "books", price: 2500, stock: 10,
        rating: 4.5)
    static let mug = Entry(
        id: 2, sku: "KITC-0001", title: "Mediator Mug", description: "A mug for callers and callees.",
        category: "kitchen", price: 1200, stock: 3, rating: 4.0)
    static let lamp = Entry(
        id: 3, sku: "KITC-0002", title: "Sold-Out Lamp", description: "Always gone.", category: "kitchen",
        price: 9999, stock: 0, rating: 5.0)
    static let machine = Entry(
        id: 4, sku: "COFF-0001", title: "Espresso Machine", description: "Dual boiler, for serious callers.",
        category: "coffee", price: 60000, stock: 2, rating: 4.75)

    /// Every entry, in id order.
    static let all = [book, mug, lamp, machine]

    /// A catalog document holding `entries`.
    static func document(_ entries: [Entry] = all) -> String {
        "{\"version\": 1, \"items\": [\n" + entries.map(\.json).joined(separator: ",\n") + "\n]}"
    }
}

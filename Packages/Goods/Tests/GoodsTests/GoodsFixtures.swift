import Foundation
import Networking
import Storage
import XCTest

@testable import Goods

/// Small hand-made catalogs and temporary directories for Goods' tests.
enum GoodsFixtures {
    /// One catalog entry as JSON-ready fields.
    static func entry(
        _ id: Int, sku: String? = nil, title: String, description: String = "", category: String, price: Int,
        stock: Int, rating: Double = 4
    ) -> [String: Any] {
        [
            "id": id, "sku": sku ?? "SKU-\(id)", "title": title, "description": description, "category": category,
            "price": price, "stock": stock, "rating": rating,
        ]
    }

    /// A catalog of 12 items in 5 categories with awkward titles (quotes, `%`, `_`, non-ASCII).
    static var items: [[String: Any]] {
        [
            entry(
                1, title: "Alpha Book", description: "A first book", category: "books", price: 1000, stock: 5,
                rating: 4.0),
            entry(
                2, title: "beta Blender", description: "Blends everything", category: "kitchen", price: 2500, stock: 0,
                rating: 4.9),
            entry(
                3, title: "Café Crème", description: "Dark roast, smooth", category: "coffee", price: 1500, stock: 10,
                rating: 4.5),
            entry(
                4, title: "100% Arabica", description: "Pure beans", category: "coffee", price: 1200, stock: 3,
                rating: 3.0),
            entry(
                5, title: "snake_case Guide", description: "Naming things", category: "books", price: 800, stock: 7,
                rating: 4.9),
            entry(
                6, title: "O'Brien's Tent", description: #"He said "roomy""#, category: "outdoor", price: 20000,
                stock: 1, rating: 4.2),
            entry(
                7, title: "ÄRGER Game", description: "Mensch ärgere dich nicht", category: "toys", price: 1999,
                stock: 2, rating: 2.5),
            entry(8, title: "Zebra Plush", description: "Stripes", category: "toys", price: 999, stock: 0, rating: 5.0),
            entry(
                9, title: "Ελληνικός Καφές", description: "Greek coffee", category: "coffee", price: 900, stock: 4,
                rating: 4.0),
            entry(
                10, title: "50 Blend", description: "Half and half", category: "coffee", price: 1100, stock: 6,
                rating: 3.5),
            entry(
                11, title: "Camp Chair", description: "Folding, 100 percent steel", category: "outdoor", price: 4500,
                stock: 9, rating: 3.9),
            entry(
                12, title: "Kettle", description: "Boils water", category: "kitchen", price: 3000, stock: 12,
                rating: 4.1),
        ]
    }

    /// JSON text of a catalog document with `items`.
    static func json(_ items: [[String: Any]]) throws -> Data {
        try JSONSerialization.data(withJSONObject: ["version": 1, "items": items], options: [.sortedKeys])
    }

    /// A fresh temporary directory, removed when the test ends.
    static func temporaryDirectory(_ test: XCTestCase) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "goods-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    /// Writes `data` into a new temporary file and returns its `file://` URL.
    static func file(_ data: Data, _ test: XCTestCase, name: String = "catalog.json") throws -> URL {
        let url = try temporaryDirectory(test).appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    /// A Facade on a new in-memory database, seeded with `items` through a file:// URL.
    static func seededFacade(_ test: XCTestCase, items: [[String: Any]]? = nil) async throws -> GoodsFacade {
        let facade = try GoodsFacade(
            storage: try StorageFacade.inMemory(), now: { Date(timeIntervalSince1970: 1_700_000_000) })
        let items = items ?? Self.items
        let report = try await facade.seed(from: try file(try json(items), test), networking: NetworkingFacade())
        XCTAssertEqual(report.inserted, items.count)
        return facade
    }
}

import Foundation

/// A catalog document decoded and validated: every entry is safe to insert.
struct GoodsCatalog: Sendable {
    /// One item as the catalog JSON spells it; `description` and `rating` may be omitted.
    struct Entry: Decodable, Sendable, Equatable {
        var id: Int
        var sku: String
        var title: String
        var description: String?
        var category: String
        var price: Int
        var stock: Int
        var rating: Double?
    }

    private struct Document: Decodable {
        var items: [Entry]
    }

    static let maxPrice = 100_000_000
    static let maxTitleLength = 200

    let entries: [Entry]

    /// Decodes `data` (an object with `items`, or a bare array of items) and validates every entry.
    ///
    /// - Throws: `GoodsError.malformedCatalog` or `.invalidCatalogItem` naming the first bad item.
    static func parse(_ data: Data, source: String) throws -> GoodsCatalog {
        let decoder = JSONDecoder()
        let entries: [Entry]
        do {
            if data.first(where: { !$0.isWhitespace }) == UInt8(ascii: "[") {
                entries = try decoder.decode([Entry].self, from: data)
            } else {
                entries = try decoder.decode(Document.self, from: data).items
            }
        } catch let error as DecodingError {
            throw GoodsError.malformedCatalog(url: source, reason: describe(error))
        } catch {
            throw GoodsError.malformedCatalog(url: source, reason: String(describing: error))
        }
        guard !entries.isEmpty else { throw GoodsError.malformedCatalog(url: source, reason: "it has no items") }
        return GoodsCatalog(entries: try validate(entries))
    }

    /// Checks each entry and normalises what is safe to normalise (trimmed text, lowercase category).
    static func validate(_ entries: [Entry]) throws -> [Entry] {
        var ids: [Int: Int] = [:]
        var skus: [String: Int] = [:]
        var result: [Entry] = []
        result.reserveCapacity(entries.count)
        for (index, raw) in entries.enumerated() {
            var entry = raw
            entry.sku = raw.sku.trimmingCharacters(in: .whitespacesAndNewlines)
            entry.title = raw.title.trimmingCharacters(in: .whitespacesAndNewlines)
            entry.description = (raw.description ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            entry.category = raw.category.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            let name = "#\(index + 1) (id \(raw.id), sku '\(entry.sku)')"
            func fail(_ reason: String) -> GoodsError { .invalidCatalogItem(item: name, reason: reason) }

            guard entry.id > 0 else { throw fail("id must be a positive integer") }
            if let first = ids[entry.id] { throw fail("id \(entry.id) is already used by item #\(first)") }
            guard !entry.sku.isEmpty else { throw fail("sku is empty") }
            guard entry.sku.count <= 64, !entry.sku.contains(where: \.isWhitespace) else {
                throw fail("sku must be at most 64 characters without spaces")
            }
            if let first = skus[entry.sku.lowercased()] { throw fail("sku is already used by item #\(first)") }
            guard !entry.title.isEmpty else { throw fail("title is empty") }
            guard entry.title.count <= maxTitleLength else {
                throw fail("title is longer than \(maxTitleLength) characters")
            }
            guard !entry.title.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw fail("title contains control characters")
            }
            guard !entry.category.isEmpty,
                entry.category.unicodeScalars.allSatisfy({
                    ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                })
            else { throw fail("category '\(raw.category)' must be a slug of letters, digits and '-'") }
            guard entry.price > 0 else { throw fail("price must be greater than 0, got \(entry.price)") }
            guard entry.price <= maxPrice else { throw fail("price \(entry.price) is above the limit \(maxPrice)") }
            guard entry.stock >= 0 else { throw fail("stock must be 0 or more, got \(entry.stock)") }
            guard entry.stock <= GoodsFacade.maxQuantity else {
                throw fail("stock \(entry.stock) is above the limit \(GoodsFacade.maxQuantity)")
            }
            let rating = entry.rating ?? 0
            guard rating.isFinite, (0...5).contains(rating) else { throw fail("rating must be between 0 and 5") }
            entry.rating = rating

            ids[entry.id] = index + 1
            skus[entry.sku.lowercased()] = index + 1
            result.append(entry)
        }
        return result
    }

    /// Says where in the document decoding failed, e.g. `items[3].price: expected a number`.
    private static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
                }
            }
            return text.isEmpty ? "the document" : text
        }
        switch error {
        case .keyNotFound(let key, let context):
            let at = path(context.codingPath)
            return "\(at) is missing '\(key.stringValue)'"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)) must be \(expected(type))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)) must be \(expected(type)), got null"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "it is not valid JSON" }
            return "\(path(context.codingPath)) is invalid"
        @unknown default:
            return "it could not be decoded"
        }
    }

    private static func expected(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: return "an integer"
        case is Double.Type: return "a number"
        case is String.Type: return "a string"
        default: return "\(type)"
        }
    }
}

extension UInt8 {
    fileprivate var isWhitespace: Bool { self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09 }
}

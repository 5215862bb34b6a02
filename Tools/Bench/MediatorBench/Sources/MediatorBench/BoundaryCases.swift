import Foundation
import GoodsMediator
import Mediator

/// The remote boundary: a `GoodsItem` encoded for the remote caller through Foundation (what the
/// core does), against JSON bytes alone and a hand-written field-by-field conversion, in one run.
enum BoundaryCases {
    static let item = GoodsItem(
        id: 3, sku: "BOOK-0003", title: "Clean Architecture", description: "A craftsman's guide", category: "books",
        price: 2999, stock: 12, rating: 4.4, createdAt: Date(timeIntervalSince1970: 1_700_000_000), memberPrice: 2699,
        discountPercent: 10)

    /// `MediatorValue(encoding:)`: what the remote entry does once per answer.
    static func encode(_ n: Int) throws {
        let item = opaque(Self.item)
        for _ in 0..<n { blackHole(try MediatorValue(encoding: item)) }
    }

    /// Encodes into a `MediatorValue` and decodes back, `n` times (a scripted answer read by a typed call).
    static func roundTrip(_ n: Int) throws {
        let item = opaque(Self.item)
        for _ in 0..<n {
            let value = try MediatorValue(encoding: item)
            blackHole(try value.decode(GoodsItem.self))
        }
    }

    /// `JSONEncoder` alone: the item as JSON bytes (what a remote answer made of bytes would cost).
    static func jsonBytes(_ n: Int) throws {
        let item = opaque(Self.item)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        for _ in 0..<n { blackHole(try encoder.encode(item)) }
    }

    /// The same round trip written by hand, field by field: the floor any coder is measured against.
    static func handWritten(_ n: Int) throws {
        let item = opaque(Self.item)
        for _ in 0..<n {
            blackHole(try decode(encode(item)))
        }
    }

    static func encode(_ item: GoodsItem) -> MediatorValue {
        var fields: [String: MediatorValue] = [
            "id": .int(item.id), "sku": .string(item.sku), "title": .string(item.title),
            "description": .string(item.description), "category": .string(item.category), "price": .int(item.price),
            "stock": .int(item.stock), "inStock": .bool(item.inStock), "rating": .double(item.rating),
            "createdAt": .int(Int(item.createdAt.timeIntervalSince1970)),
        ]
        if let memberPrice = item.memberPrice { fields["memberPrice"] = .int(memberPrice) }
        if let discountPercent = item.discountPercent { fields["discountPercent"] = .int(discountPercent) }
        return .object(fields)
    }

    struct Malformed: Error {
        let field: String
    }

    static func decode(_ value: MediatorValue) throws -> GoodsItem {
        guard case .object(let fields) = value else { throw Malformed(field: "") }
        func int(_ key: String) throws -> Int {
            guard case .int(let number)? = fields[key] else { throw Malformed(field: key) }
            return number
        }
        func string(_ key: String) throws -> String {
            guard case .string(let text)? = fields[key] else { throw Malformed(field: key) }
            return text
        }
        func optionalInt(_ key: String) throws -> Int? {
            switch fields[key] {
            case nil, .null?: return nil
            case .int(let number)?: return number
            default: throw Malformed(field: key)
            }
        }
        let rating: Double
        switch fields["rating"] {
        case .double(let number)?: rating = number
        case .int(let number)?: rating = Double(number)
        default: throw Malformed(field: "rating")
        }
        return GoodsItem(
            id: try int("id"), sku: try string("sku"), title: try string("title"),
            description: try string("description"), category: try string("category"), price: try int("price"),
            stock: try int("stock"), rating: rating,
            createdAt: Date(timeIntervalSince1970: TimeInterval(try int("createdAt"))),
            memberPrice: try optionalInt("memberPrice"), discountPercent: try optionalInt("discountPercent"))
    }
}

import Foundation
import GoodsMediator
import Mediator

/// A `GoodsItem` round trip through the Codable bridge against the hand-written conversion it
/// replaced (`+Value` files on the component side, a field reader on the caller side), in one run.
enum BridgeCases {
    static let item = GoodsItem(
        id: 3, sku: "BOOK-0003", title: "Clean Architecture", description: "A craftsman's guide", category: "books",
        price: 2999, stock: 12, rating: 4.4, createdAt: Date(timeIntervalSince1970: 1_700_000_000), memberPrice: 2699,
        discountPercent: 10)

    /// Encodes into a `MediatorValue` and decodes back, `n` times, through the bridge.
    static func bridge(_ n: Int) throws {
        let item = opaque(Self.item)
        for _ in 0..<n {
            let value = try MediatorValue(encoding: item)
            blackHole(try value.decode(GoodsItem.self))
        }
    }

    /// The remote entry's one encoding, through the bridge: `GoodsItem` to the `MediatorValue` a
    /// `RemoteResponse` carries.
    static func bridgeEncode(_ n: Int) throws {
        let item = opaque(Self.item)
        for _ in 0..<n { blackHole(try MediatorValue(encoding: item)) }
    }

    /// The same value through Foundation: `JSONEncoder` to bytes, `JSONDecoder` into a `MediatorValue`.
    static func foundationEncode(_ n: Int) throws {
        let item = opaque(Self.item)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let decoder = JSONDecoder()
        for _ in 0..<n { blackHole(try decoder.decode(MediatorValue.self, from: try encoder.encode(item))) }
    }

    /// `JSONEncoder` alone: the item as JSON bytes (what a remote answer made of bytes would cost).
    static func foundationBytes(_ n: Int) throws {
        let item = opaque(Self.item)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        for _ in 0..<n { blackHole(try encoder.encode(item)) }
    }

    /// The same round trip written by hand, as every pair did before the bridge.
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

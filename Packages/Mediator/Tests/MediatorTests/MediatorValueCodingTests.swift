import Foundation
import XCTest

@testable import Mediator

/// `MediatorValue(encoding:)` and `decode(_:)`, where a value leaves the process: the shape callers
/// expect, and a bad result names the key path.
final class MediatorValueCodingTests: XCTestCase {
    struct Item: Codable, Equatable {
        enum Kind: String, Codable { case book, toy }
        let id: Int
        let title: String
        let price: Int
        let rating: Double
        let kind: Kind
        let tags: [String]
        let memberPrice: Int?
        let createdAt: Date
    }

    struct Page: Codable, Equatable {
        let items: [Item]
        let total: Int
        let next: Int?
        let raw: MediatorValue
        let blob: Data
    }

    private let item = Item(
        id: 3, title: "Café", price: 1999, rating: 4.5, kind: .book, tags: ["a", "b"], memberPrice: nil,
        createdAt: Date(timeIntervalSince1970: 1_700_000_000))

    func testEncoding_producesTheDeModelledShapeCallersExpect() throws {
        let value = try MediatorValue(encoding: item)
        XCTAssertEqual(
            value,
            [
                "id": 3, "title": "Café", "price": 1999, "rating": 4.5, "kind": "book", "tags": ["a", "b"],
                "createdAt": 1_700_000_000,
            ])
        XCTAssertNil(value["memberPrice"], "a nil optional is left out")
        XCTAssertTrue(value.isOrdinary)
    }

    func testRoundTrip_nestedArraysOptionalsDatesDataAndRawValues() throws {
        var second = item
        second = Item(
            id: 4, title: "Kite", price: 500, rating: 3, kind: .toy, tags: [], memberPrice: 450,
            createdAt: Date(timeIntervalSince1970: 1.5))
        let page = Page(
            items: [item, second], total: 2, next: nil, raw: ["any": [1, "x", nil]], blob: Data([0, 1, 255]))
        let value = try MediatorValue(encoding: page)
        XCTAssertEqual(value["items"]?.arrayValue?[1]["createdAt"], .double(1.5))
        XCTAssertEqual(value["blob"], "AAH/", "data becomes base64, as in JSON")
        XCTAssertEqual(try value.decode(Page.self), page)
    }

    func testDecoding_wrongTypeDeepInside_namesTheKeyPath() throws {
        var value = try MediatorValue(encoding: Page(items: [item, item], total: 2, next: 3, raw: nil, blob: Data()))
        guard case .object(var fields) = value, case .array(var items) = fields["items"],
            case .object(var second) = items[1]
        else { return XCTFail("unexpected shape") }
        second["price"] = "free"
        items[1] = .object(second)
        fields["items"] = .array(items)
        value = .object(fields)
        XCTAssertThrowsError(try value.decode(Page.self)) { error in
            XCTAssertEqual(
                error as? MediatorValue.DecodingFailure,
                .init(path: "items[1].price", reason: #"expected Int, got String "free""#))
        }
    }

    func testDecoding_missingKeyAndNullForRequiredField_areErrorsNamingTheKey() throws {
        var fields = try XCTUnwrap(try MediatorValue(encoding: item).objectValue)
        fields["title"] = nil
        XCTAssertThrowsError(try MediatorValue.object(fields).decode(Item.self)) { error in
            XCTAssertEqual(error as? MediatorValue.DecodingFailure, .init(path: "title", reason: "missing"))
        }
        fields["title"] = .null
        XCTAssertThrowsError(try MediatorValue.object(fields).decode(Item.self)) { error in
            XCTAssertEqual((error as? MediatorValue.DecodingFailure)?.path, "title")
        }
        fields["title"] = "ok"
        fields["memberPrice"] = .null
        XCTAssertNil(try MediatorValue.object(fields).decode(Item.self).memberPrice, "null is nil for an optional")
    }

    func testDecoding_unknownEnumCaseAndNonObject_areClearErrors() throws {
        var fields = try XCTUnwrap(try MediatorValue(encoding: item).objectValue)
        fields["kind"] = "lamp"
        XCTAssertThrowsError(try MediatorValue.object(fields).decode(Item.self)) { error in
            XCTAssertEqual((error as? MediatorValue.DecodingFailure)?.path, "kind")
        }
        XCTAssertThrowsError(try MediatorValue.string("x").decode(Item.self)) { error in
            XCTAssertEqual(
                error as? MediatorValue.DecodingFailure, .init(path: "", reason: #"expected an object, got String "x""#)
            )
        }
    }

    func testNumbers_integralDoubleReadsAsInt_butAFractionOrOverflowDoesNot() throws {
        XCTAssertEqual(try MediatorValue.double(3).decode(Int.self), 3)
        XCTAssertEqual(try MediatorValue.int(3).decode(Double.self), 3)
        XCTAssertThrowsError(try MediatorValue.double(3.5).decode(Int.self))
        XCTAssertThrowsError(try MediatorValue.int(300).decode(UInt8.self))
        XCTAssertThrowsError(try MediatorValue(encoding: UInt64.max)) { error in
            guard case EncodingError.invalidValue = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try MediatorValue.string("1").decode(Int.self), "no silent string conversion in results")
    }
}

import Foundation
import Mediator
import Testing

/// Typed, exact reads of a result object that throw the caller's own error naming the field.
@Suite struct ResultReaderTests {
    /// The error an extension package would define; carries the reason the reader gave.
    struct Unexpected: Error, Equatable {
        let reason: String
    }

    /// Another caller-side error, to show the factory decides the type and payload.
    enum CallError: Error, Equatable {
        case unexpectedResult(action: String, reason: String)
    }

    static let result: MediatorValue = [
        "count": 3, "price": 2.5, "whole": 4.0, "name": "Ann", "flag": true, "tags": ["a", "b"], "nothing": nil,
        "createdAt": 1_717_200_000, "countText": "3",
        "address": ["city": "Oslo", "geo": ["lat": 59.9], "zip": nil],
        "lines": [["title": "Tea", "quantity": 2], ["title": "Cup", "quantity": 1]],
    ]

    func makeReader(
        _ value: MediatorValue = Self.result, label: String? = nil,
        optionalFields: ResultReader.OptionalFields = .mayBeAbsent
    ) throws -> ResultReader {
        try ResultReader(value, label: label, optionalFields: optionalFields) { Unexpected(reason: $0) }
    }

    /// The reason `body` failed with, recording an issue when it threw nothing or another error.
    func reason(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        do {
            try body()
            Issue.record("expected a mismatch, nothing was thrown", sourceLocation: sourceLocation)
        } catch let error as Unexpected {
            return error.reason
        } catch {
            Issue.record("expected Unexpected, got \(type(of: error)): \(error)", sourceLocation: sourceLocation)
        }
        return nil
    }

    // MARK: The result itself

    @Test func init_withNonObject_throwsTheFactorysErrorNamingTheKind() {
        #expect(reason { _ = try makeReader(["a", "b"]) } == "expected an object, got Array")
        #expect(reason { _ = try makeReader(nil) } == "expected an object, got null")
        #expect(reason { _ = try makeReader("text", label: "cart") } == "cart should be an object, got String")
    }

    @Test func init_keepsLabelAndPolicy() throws {
        let reader = try makeReader(label: "cart", optionalFields: .mustBePresent)
        #expect(reader.label == "cart")
        #expect(reader.optionalFields == .mustBePresent)
        let plain = try makeReader()
        #expect(plain.label == nil)
        #expect(plain.optionalFields == .mayBeAbsent)
    }

    @Test func factory_decidesTheThrownErrorTypeAndPayload() throws {
        let reader = try ResultReader(Self.result) { CallError.unexpectedResult(action: "show", reason: $0) }
        #expect(throws: CallError.unexpectedResult(action: "show", reason: "field 'name' should be Int, got String")) {
            _ = try reader.int("name")
        }
        #expect(throws: CallError.unexpectedResult(action: "list", reason: "expected an object, got Int")) {
            _ = try ResultReader(7) { CallError.unexpectedResult(action: "list", reason: $0) }
        }
    }

    @Test func label_prefixesEveryFieldReason() throws {
        let reader = try makeReader(label: "statistics")
        #expect(reason { _ = try reader.int("name") } == "statistics field 'name' should be Int, got String")
        #expect(
            reason { _ = try reader.object("address").int("city") }
                == "statistics field 'address.city' should be Int, got String")
    }

    // MARK: Required fields

    @Test func requiredAccessors_readTheirKind() throws {
        let reader = try makeReader()
        #expect(try reader.int("count") == 3)
        #expect(try reader.double("price") == 2.5)
        #expect(try reader.string("name") == "Ann")
        #expect(try reader.bool("flag"))
        #expect(try reader.array("tags") == ["a", "b"])
        #expect(try reader.date("createdAt") == Date(timeIntervalSince1970: 1_717_200_000))
    }

    @Test func double_widensAnInteger() throws {
        #expect(try makeReader().double("count") == 3.0)
    }

    @Test func int_readsExactly_neitherIntegralDoublesNorDecimalStrings() throws {
        let reader = try makeReader()
        #expect(reason { _ = try reader.int("whole") } == "field 'whole' should be Int, got Double")
        #expect(reason { _ = try reader.int("countText") } == "field 'countText' should be Int, got String")
    }

    @Test(arguments: [
        ("int", "flag", "field 'flag' should be Int, got Bool"),
        ("double", "name", "field 'name' should be Double, got String"),
        ("string", "count", "field 'count' should be String, got Int"),
        ("bool", "count", "field 'count' should be Bool, got Int"),
        ("array", "address", "field 'address' should be Array, got Object"),
        ("object", "tags", "field 'tags' should be Object, got Array"),
        ("objects", "name", "field 'name' should be Array, got String"),
        ("date", "price", "field 'price' should be Int (unix seconds), got Double"),
    ])
    func requiredAccessor_withMistypedField_namesFieldExpectedAndActual(accessor: String, key: String, expected: String)
        throws
    {
        let reader = try makeReader()
        #expect(reason { try Self.read(reader, accessor, key) } == expected)
    }

    @Test(arguments: ["int", "double", "string", "bool", "array", "object", "objects", "date"])
    func requiredAccessor_withMissingOrNullField_failsSayingWhich(accessor: String) throws {
        let reader = try makeReader()
        let missing = reason { try Self.read(reader, accessor, "absent") }
        #expect(missing?.hasPrefix("field 'absent' should be ") == true)
        #expect(missing?.hasSuffix(", got nothing") == true)
        let null = reason { try Self.read(reader, accessor, "nothing") }
        #expect(null?.hasPrefix("field 'nothing' should be ") == true)
        #expect(null?.hasSuffix(", got null") == true)
    }

    // MARK: Optional fields

    @Test func optionalAccessors_readPresentValues() throws {
        let reader = try makeReader()
        #expect(try reader.optionalInt("count") == 3)
        #expect(try reader.optionalDouble("count") == 3.0)
        #expect(try reader.optionalDouble("price") == 2.5)
        #expect(try reader.optionalString("name") == "Ann")
        #expect(try reader.optionalBool("flag") == true)
        #expect(try reader.optionalArray("tags") == ["a", "b"])
        #expect(try reader.optionalObject("address")?.string("city") == "Oslo")
        #expect(try reader.optionalObjects("lines")?.map { try $0.string("title") } == ["Tea", "Cup"])
        #expect(try reader.optionalDate("createdAt") == Date(timeIntervalSince1970: 1_717_200_000))
    }

    static let optionalAccessors = [
        "optionalInt", "optionalDouble", "optionalString", "optionalBool", "optionalArray", "optionalObject",
        "optionalObjects", "optionalDate",
    ]

    @Test(arguments: optionalAccessors)
    func optionalAccessor_withNullOrAbsentField_givesNil(accessor: String) throws {
        let reader = try makeReader()
        #expect(try Self.read(reader, accessor, "nothing") == false)
        #expect(try Self.read(reader, accessor, "absent") == false)
    }

    @Test(arguments: optionalAccessors)
    func optionalAccessor_mustBePresent_withAbsentField_failsButNullGivesNil(accessor: String) throws {
        let reader = try makeReader(optionalFields: .mustBePresent)
        #expect(try Self.read(reader, accessor, "nothing") == false)
        let missing = reason { _ = try Self.read(reader, accessor, "absent") }
        #expect(missing?.hasPrefix("field 'absent' should be ") == true)
        #expect(missing?.hasSuffix(" or null, got nothing") == true)
    }

    @Test(arguments: [
        ("optionalInt", "name", "field 'name' should be Int or null, got String"),
        ("optionalDouble", "flag", "field 'flag' should be Double or null, got Bool"),
        ("optionalString", "count", "field 'count' should be String or null, got Int"),
        ("optionalBool", "count", "field 'count' should be Bool or null, got Int"),
        ("optionalArray", "name", "field 'name' should be Array or null, got String"),
        ("optionalObject", "lines", "field 'lines' should be Object or null, got Array"),
        ("optionalObjects", "address", "field 'address' should be Array or null, got Object"),
        ("optionalDate", "name", "field 'name' should be Int (unix seconds) or null, got String"),
    ])
    func optionalAccessor_withMistypedField_stillFails(accessor: String, key: String, expected: String) throws {
        let reader = try makeReader()
        #expect(reason { _ = try Self.read(reader, accessor, key) } == expected)
    }

    // MARK: Nested objects

    @Test func object_readsNestedFieldsAndNamesThemByPath() throws {
        let address = try makeReader().object("address")
        #expect(try address.string("city") == "Oslo")
        #expect(try address.object("geo").double("lat") == 59.9)
        #expect(reason { _ = try address.string("street") } == "field 'address.street' should be String, got nothing")
        #expect(
            reason { _ = try address.object("geo").string("lat") }
                == "field 'address.geo.lat' should be String, got Double")
    }

    @Test func object_sharesLabelPolicyAndFactory() throws {
        let address = try makeReader(label: "customer", optionalFields: .mustBePresent).object("address")
        #expect(address.label == "customer")
        #expect(address.optionalFields == .mustBePresent)
        #expect(try address.optionalString("zip") == nil)
        #expect(
            reason { _ = try address.optionalString("street") }
                == "customer field 'address.street' should be String or null, got nothing")
    }

    @Test func objects_readsEachItemAndNamesItsIndex() throws {
        let lines = try makeReader().objects("lines")
        #expect(try lines.map { try $0.string("title") } == ["Tea", "Cup"])
        #expect(try lines.map { try $0.int("quantity") } == [2, 1])
        #expect(reason { _ = try lines[1].int("title") } == "field 'lines[1].title' should be Int, got String")
    }

    @Test func objects_withANonObjectItem_namesTheItem() throws {
        let reader = try makeReader(["lines": [["title": "Tea"], 7]], label: "cart")
        #expect(reason { _ = try reader.objects("lines") } == "cart field 'lines[1]' should be Object, got Int")
        #expect(reason { _ = try reader.optionalObjects("lines") } == "cart field 'lines[1]' should be Object, got Int")
    }

    @Test func objects_insideAnObject_keepTheWholePath() throws {
        let order = try makeReader(["order": ["lines": [["title": "Tea"]]]]).object("order")
        let line = try #require(try order.objects("lines").first)
        #expect(reason { _ = try line.int("title") } == "field 'order.lines[0].title' should be Int, got String")
    }

    // MARK: Mismatches found by the caller

    @Test func mismatch_buildsTheFactorysErrorInTheAccessorsForm() throws {
        let reader = try makeReader(label: "probe result")
        let error = reader.mismatch("count", expected: "a positive Int")
        #expect(
            error as? Unexpected == Unexpected(reason: "probe result field 'count' should be a positive Int, got Int"))
        let absent = reader.mismatch("absent", expected: "Int")
        #expect(absent as? Unexpected == Unexpected(reason: "probe result field 'absent' should be Int, got nothing"))
    }

    // MARK: Helpers

    /// Calls the accessor named `accessor`; returns whether it produced a value (`false` for `nil`).
    @discardableResult
    static func read(_ reader: ResultReader, _ accessor: String, _ key: String) throws -> Bool {
        switch accessor {
        case "int": _ = try reader.int(key)
        case "double": _ = try reader.double(key)
        case "string": _ = try reader.string(key)
        case "bool": _ = try reader.bool(key)
        case "array": _ = try reader.array(key)
        case "object": _ = try reader.object(key)
        case "objects": _ = try reader.objects(key)
        case "date": _ = try reader.date(key)
        case "optionalInt": return try reader.optionalInt(key) != nil
        case "optionalDouble": return try reader.optionalDouble(key) != nil
        case "optionalString": return try reader.optionalString(key) != nil
        case "optionalBool": return try reader.optionalBool(key) != nil
        case "optionalArray": return try reader.optionalArray(key) != nil
        case "optionalObject": return try reader.optionalObject(key) != nil
        case "optionalObjects": return try reader.optionalObjects(key) != nil
        case "optionalDate": return try reader.optionalDate(key) != nil
        default: Issue.record("no accessor \(accessor)")
        }
        return true
    }
}

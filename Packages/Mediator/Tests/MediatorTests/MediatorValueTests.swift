import Foundation
import Mediator
import Testing

/// The de-modelled value: literals, equality, JSON, and what may cross the remote entry.
@Suite struct MediatorValueTests {
    static let handle: @Sendable () -> Void = {}

    @Test func literals_buildTheMatchingCases() {
        let null: MediatorValue = nil
        let flag: MediatorValue = true
        let int: MediatorValue = 7
        let double: MediatorValue = 2.5
        let string: MediatorValue = "s"
        let array: MediatorValue = [1, "x"]
        let object: MediatorValue = ["k": 1, "k": 2]
        #expect(null == .null)
        #expect(flag == .bool(true))
        #expect(int == .int(7))
        #expect(double == .double(2.5))
        #expect(string == .string("s"))
        #expect(array == .array([.int(1), .string("x")]))
        #expect(object == .object(["k": .int(2)]))
    }

    @Test func equality_isStructural_numbersByValue_otherKindsStrict() {
        #expect(MediatorValue.int(1) == .double(1), "JSON has one number type")
        #expect(MediatorValue.double(1.5) != .int(1))
        #expect(MediatorValue.int(9_007_199_254_740_993) != .double(9_007_199_254_740_992), "exactly, not rounded")
        #expect(MediatorValue.string("1") != .int(1))
        #expect(MediatorValue.bool(true) != .int(1))
        #expect(MediatorValue.null != .string(""))
        #expect(MediatorValue.data(Data([1])) == .data(Data([1])))
        #expect(MediatorValue.data(Data([1])) != .data(Data([2])))
        #expect(MediatorValue.opaque(1) != .opaque(1))
        #expect(MediatorValue.array([["a": [1, nil]]]) == [["a": [1, nil]]])
        #expect(MediatorValue.object(["a": 1]) != ["a": 1, "b": 2])
    }

    @Test func isOrdinary_rejectsDataAndOpaqueAtAnyDepth() {
        #expect(MediatorValue.null.isOrdinary)
        #expect(MediatorValue.object(["a": [1, 2.5, "s", true, nil]]).isOrdinary)
        #expect(!MediatorValue.data(Data()).isOrdinary)
        #expect(!MediatorValue.opaque(Self.handle).isOrdinary)
        #expect(!MediatorValue.array([.object(["deep": .data(Data())])]).isOrdinary)
        #expect(!MediatorValue.object(["f": .opaque(Self.handle)]).isOrdinary)
    }

    @Test func kindName_namesEveryKind() {
        let names = [
            MediatorValue.null, true, 1, 1.5, "s", [], [:], .data(Data()), .opaque(3),
        ].map(\.kindName)
        #expect(names == ["null", "Bool", "Int", "Double", "String", "Array", "Object", "Data", "opaque Int"])
    }

    @Test func accessors_readObjectsAndArraysOnly() {
        let value: MediatorValue = ["list": [1, 2], "name": "x"]
        #expect(value["name"] == "x")
        #expect(value["missing"] == nil)
        #expect(value["list"]?.arrayValue == [1, 2])
        #expect(value.objectValue?.count == 2)
        #expect(MediatorValue.string("x")["name"] == nil)
        #expect(MediatorValue.string("x").arrayValue == nil)
        #expect(MediatorValue.int(1).objectValue == nil)
    }

    @Test func json_roundTripsEveryOrdinaryKind() throws {
        let value: MediatorValue = [
            "null": nil, "bool": false, "int": -42, "double": 2.5, "string": "héllo \"q\" /",
            "array": [1, [2, [3]], ["k": "v"]], "object": ["nested": ["deeper": true]],
        ]
        let decoded = try MediatorValue(jsonText: value.jsonText)
        #expect(decoded == value)
        let viaCodable = try JSONDecoder().decode(MediatorValue.self, from: JSONEncoder().encode(value))
        #expect(viaCodable == value)
        #expect(try MediatorValue(jsonText: value.prettyJSONText) == value)
    }

    @Test func jsonText_isCompactWithSortedKeysAndUnescapedSlashes() {
        let value: MediatorValue = ["b": [1, true, nil], "a": "x/y"]
        #expect(value.jsonText == #"{"a":"x/y","b":[1,true,null]}"#)
        #expect(value.prettyJSONText.contains("\n"))
        #expect(MediatorValue.int(3).jsonText == "3")
    }

    @Test func jsonDecoding_keepsIntegersBooleansAndNumbersApart() throws {
        let value = try MediatorValue(jsonText: #"{"i":1,"b":true,"d":1.5,"z":0,"n":null,"s":"1"}"#)
        #expect(value == ["i": 1, "b": true, "d": 1.5, "z": 0, "n": nil, "s": "1"])
    }

    @Test func jsonEncoding_writesDataAsBase64AndOpaqueAsNull() throws {
        let value: MediatorValue = ["bytes": .data(Data([1, 2, 3])), "handle": .opaque(Self.handle)]
        #expect(value.jsonText == #"{"bytes":"AQID","handle":null}"#)
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(MediatorValue.opaque(Self.handle)) }
    }

    @Test func jsonParsing_ofMalformedText_throwsInvalidParameterNamingTheKey() {
        #expect(
            capture { _ = try MediatorValue(jsonText: "{nope", key: "payload") }
                == .invalidParameter(key: "payload", expected: "JSON", actual: "malformed JSON text"))
        #expect(
            capture { _ = try MediatorValue(jsonText: "") }?.description
                == "parameter 'json' must be JSON, got malformed JSON text")
    }
}

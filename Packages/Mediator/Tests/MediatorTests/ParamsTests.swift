import Foundation
import Mediator
import Testing

/// Typed, converting, validating accessors over the de-modelled parameter bag.
@Suite struct ParamsTests {
    static let increment: @Sendable (Int) -> Int = { $0 + 1 }

    let params: Params = [
        "name": "Ann", "count": 3, "countText": "3", "price": 2.5, "priceText": "2.5", "whole": 4.0,
        "flag": true, "flagText": "yes", "flagInt": 1, "nothing": nil, "tags": ["a", "b"],
        "address": ["city": "Oslo", "zip": "0150", "lines": ["1 Main St", "Apt 2"], "geo": ["lat": 59.9]],
        "bytes": .data(Data([0, 1, 2])), "callback": .opaque(Self.increment),
    ]

    @Test func string_readsStringsAndWritesIntegersInDecimal() throws {
        #expect(try params.string("name") == "Ann")
        #expect(try params.string("count") == "3")
        #expect(
            capture { _ = try params.string("price") }?.description
                == "parameter 'price' must be String, got Double 2.5")
        #expect(
            capture { _ = try params.string("flag") }?.description == "parameter 'flag' must be String, got Bool true")
    }

    @Test func int_convertsDecimalStringsAndIntegralDoubles() throws {
        #expect(try params.int("count") == 3)
        #expect(try params.int("countText") == 3)
        #expect(try params.int("whole") == 4)
        #expect(try Params(["n": "-17"]).int("n") == -17)
    }

    @Test func int_rejectsNonIntegralAndNonNumericValuesNamingKeyAndType() {
        #expect(
            capture { _ = try params.int("price") }
                == .invalidParameter(key: "price", expected: "Int", actual: "Double 2.5"))
        #expect(capture { _ = try params.int("price") }?.description == "parameter 'price' must be Int, got Double 2.5")
        #expect(
            capture { _ = try params.int("priceText") }?.description
                == "parameter 'priceText' must be Int, got String \"2.5\"")
        #expect(capture { _ = try params.int("flag") }?.description == "parameter 'flag' must be Int, got Bool true")
        #expect(capture { _ = try params.int("tags") }?.description == "parameter 'tags' must be Int, got Array")
        #expect(capture { _ = try Params(["n": .double(.infinity)]).int("n") }?.code == "invalidParameter")
        #expect(capture { _ = try Params(["n": .double(1e30)]).int("n") }?.code == "invalidParameter")
        #expect(capture { _ = try Params(["n": " 3"]).int("n") }?.code == "invalidParameter")
    }

    @Test func double_convertsIntegersAndNumericStrings() throws {
        #expect(try params.double("price") == 2.5)
        #expect(try params.double("priceText") == 2.5)
        #expect(try params.double("count") == 3.0)
        #expect(
            capture { _ = try Params(["d": "inf"]).double("d") }?.description
                == "parameter 'd' must be Double, got String \"inf\"")
        #expect(capture { _ = try Params(["d": "abc"]).double("d") }?.code == "invalidParameter")
        #expect(capture { _ = try params.double("flag") }?.code == "invalidParameter")
    }

    @Test(arguments: [
        ("true", true), ("TRUE", true), ("yes", true), ("Yes", true), ("1", true),
        ("false", false), ("False", false), ("no", false), ("NO", false), ("0", false),
    ])
    func bool_acceptsTheDocumentedSpellings(text: String, expected: Bool) throws {
        #expect(try Params(["b": .string(text)]).bool("b") == expected)
    }

    @Test func bool_acceptsBoolsAndZeroOrOneAndRejectsTheRest() throws {
        #expect(try params.bool("flag") == true)
        #expect(try params.bool("flagText") == true)
        #expect(try params.bool("flagInt") == true)
        #expect(try Params(["b": 0]).bool("b") == false)
        #expect(capture { _ = try Params(["b": 2]).bool("b") }?.description == "parameter 'b' must be Bool, got Int 2")
        #expect(
            capture { _ = try Params(["b": "maybe"]).bool("b") }?.description
                == "parameter 'b' must be Bool, got String \"maybe\"")
        #expect(capture { _ = try Params(["b": 1.0]).bool("b") }?.code == "invalidParameter")
    }

    @Test func arrayAndObject_readNestedValues() throws {
        #expect(try params.array("tags") == ["a", "b"])
        let address = try params.object("address")
        #expect(try address.string("city") == "Oslo")
        #expect(try address.int("zip") == 150)
        #expect(try address.array("lines").count == 2)
        #expect(try address.object("geo").double("lat") == 59.9)
        #expect(
            capture { _ = try params.array("name") }?.description
                == "parameter 'name' must be Array, got String \"Ann\"")
        #expect(capture { _ = try params.object("tags") }?.description == "parameter 'tags' must be Object, got Array")
        #expect(
            capture { _ = try address.object("geo").string("lon") }?.description
                == "missing parameter 'lon' (expected String)")
    }

    @Test func dataAndOpaque_readLocalOnlyValues() throws {
        #expect(try params.data("bytes") == Data([0, 1, 2]))
        let callback = try params.opaque("callback", as: (@Sendable (Int) -> Int).self)
        #expect(callback(41) == 42)
        #expect(
            capture { _ = try params.data("name") }?.description == "parameter 'name' must be Data, got String \"Ann\"")
        #expect(
            capture { _ = try params.opaque("callback", as: Int.self) }?.description
                == "parameter 'callback' must be Int, got opaque @Sendable (Int) -> Int")
        #expect(
            capture { _ = try params.opaque("name", as: String.self) }?.description
                == "parameter 'name' must be String, got String \"Ann\"")
        #expect(
            capture { _ = try params.opaque("missing", as: String.self) }
                == .missingParameter(key: "missing", expected: "String"))
    }

    @Test func required_withMissingOrNullKey_throwsMissingParameterNamingKeyAndType() {
        #expect(capture { _ = try params.int("absent") } == .missingParameter(key: "absent", expected: "Int"))
        #expect(capture { _ = try params.int("absent") }?.description == "missing parameter 'absent' (expected Int)")
        #expect(
            capture { _ = try params.string("nothing") }?.description == "missing parameter 'nothing' (expected String)"
        )
        #expect(
            capture { _ = try params.double("absent") }?.description == "missing parameter 'absent' (expected Double)")
        #expect(capture { _ = try params.bool("absent") }?.description == "missing parameter 'absent' (expected Bool)")
        #expect(
            capture { _ = try params.array("absent") }?.description == "missing parameter 'absent' (expected Array)")
        #expect(
            capture { _ = try params.object("absent") }?.description == "missing parameter 'absent' (expected Object)")
        #expect(capture { _ = try params.data("absent") }?.description == "missing parameter 'absent' (expected Data)")
    }

    @Test func optional_withMissingOrNull_isNil() throws {
        #expect(try params.optionalString("absent") == nil)
        #expect(try params.optionalInt("nothing") == nil)
        #expect(try params.optionalDouble("absent") == nil)
        #expect(try params.optionalBool("absent") == nil)
        #expect(try params.optionalArray("absent") == nil)
        #expect(try params.optionalObject("absent") == nil)
    }

    @Test func optional_withPresentValue_convertsLikeRequired() throws {
        #expect(try params.optionalString("name") == "Ann")
        #expect(try params.optionalInt("countText") == 3)
        #expect(try params.optionalDouble("priceText") == 2.5)
        #expect(try params.optionalBool("flagText") == true)
        #expect(try params.optionalArray("tags") == ["a", "b"])
        #expect(try params.optionalObject("address")?.string("city") == "Oslo")
    }

    @Test func optional_withPresentButWrongValue_throwsInsteadOfNil() {
        #expect(
            capture { _ = try params.optionalInt("name") }?.description
                == "parameter 'name' must be Int, got String \"Ann\"")
        #expect(
            capture { _ = try params.optionalString("tags") }?.description
                == "parameter 'tags' must be String, got Array")
        #expect(capture { _ = try params.optionalDouble("name") }?.code == "invalidParameter")
        #expect(
            capture { _ = try params.optionalBool("price") }?.description
                == "parameter 'price' must be Bool, got Double 2.5")
        #expect(
            capture { _ = try params.optionalArray("address") }?.description
                == "parameter 'address' must be Array, got Object")
        #expect(
            capture { _ = try params.optionalObject("bytes") }?.description
                == "parameter 'bytes' must be Object, got Data")
    }

    @Test func invalidParameter_shortensLongStringsInTheMessage() {
        let long = String(repeating: "x", count: 100)
        let error = capture { _ = try Params(["n": .string(long)]).int("n") }
        #expect(error?.description == "parameter 'n' must be Int, got String \"\(String(repeating: "x", count: 40))…\"")
    }

    @Test func ordinary_isFalseWhenAnyValueIsLocalOnlyAndNamesThoseKeys() {
        #expect(!params.isOrdinary)
        #expect(params.nonOrdinaryKeys == ["bytes", "callback"])
        let ordinary: Params = ["a": 1, "b": ["c": [true, nil]]]
        #expect(ordinary.isOrdinary)
        #expect(ordinary.nonOrdinaryKeys.isEmpty)
        let nested: Params = ["outer": ["inner": [.data(Data())]]]
        #expect(!nested.isOrdinary)
        #expect(nested.nonOrdinaryKeys == ["outer"])
    }

    @Test func literalAndSubscript_buildAndEditTheBag() {
        var bag: Params = ["a": 1, "a": 2]
        #expect(bag["a"] == 2)
        bag["b"] = "x"
        bag["a"] = nil
        #expect(bag.values == ["b": "x"])
        #expect(bag.value == ["b": "x"])
        #expect(Params() == [:])
        #expect(Params(["k": true]) == ["k": true])
    }
}

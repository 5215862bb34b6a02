import FuzzSupport
import Mediator

/// The properties of `MediatorValue`'s JSON form, the `json` URL parameter and the `Params` readers.
enum JSONProperties {
    /// Text as JSON: it decodes to a value whose JSON form decodes back to it, or fails as a typed error.
    static func checkText(_ text: String, _ codec: JSONCodec) {
        let value: MediatorValue
        do {
            value = try codec.decode(text, "payload")
        } catch let error as MediatorError {
            guard case .invalidParameter(key: "payload", expected: "JSON", actual: _) = error else {
                Property.fail("malformed JSON gave \(error), not invalidParameter naming the key")
                return
            }
            checkURLParameter(text, decoded: nil)
            return
        } catch {
            Property.fail("JSON decoding threw \(error), not a MediatorError")
            return
        }
        Property.check(value.isOrdinary, "decoded JSON holds a non-ordinary value: \(value.kindName)")
        checkRoundTrip(value, exact: true, codec)
        checkURLParameter(text, decoded: value)
        if case .object(let fields) = value { checkReaders(Params(fields)) }
    }

    /// A value's compact and pretty JSON forms decode to the same value: exactly for decoded values,
    /// and as the same numbers for made ones (a whole `double` reads back as an `int`, written with the
    /// shortest digits that give back the double). After that one step the JSON form is a fixed point.
    static func checkRoundTrip(_ value: MediatorValue, exact: Bool, _ codec: JSONCodec) {
        let compact = value.jsonText
        var first: MediatorValue?
        for text in [compact, value.prettyJSONText] {
            let again: MediatorValue
            do {
                again = try codec.decode(text, "json")
            } catch {
                Property.fail("the JSON form of a value does not decode: \(text)")
                return
            }
            if exact {
                Property.check(again == value, "JSON round trip changed a value: \(compact) -> \(again.jsonText)")
            } else {
                Property.check(
                    sameNumbers(again, value),
                    "JSON round trip changed a value beyond its number form: \(compact) -> \(again.jsonText)")
            }
            Property.check(first == nil || first == again, "compact and pretty JSON read back differently: \(compact)")
            first = again
        }
        if !exact, let first { checkRoundTrip(first, exact: true, codec) }
    }

    /// The `json` URL parameter accepts exactly the texts that decode to an object, and its fields
    /// become the params, next to (never over) the query's own.
    static func checkURLParameter(_ text: String, decoded: MediatorValue?) {
        let encoded = percentEncoded(text)
        let url = "shop://Shelf/echo?json=\(encoded)&plain=1"
        guard url.utf8.count <= RemoteRequest.maxLength else { return }
        let result = Result { try RemoteRequest.parse(url, schemes: ["shop"]) }
        // A URL never carries a NUL byte (`%00` is refused everywhere), even where Foundation's lenient
        // JSON reader would accept a raw one inside a string (`\u0000` is the way to send it).
        if text.utf8.contains(0) {
            Property.check((try? result.get()) == nil, "a URL carried a NUL byte: \(url)")
            return
        }
        switch (decoded, result) {
        case (.object(let fields)?, .success(let request)):
            Property.check(fields["plain"] == nil, "'plain' given twice, but the URL was accepted: \(url)")
            var expected = fields
            expected["plain"] = "1"
            Property.check(request.params.values == expected, "json fields changed on the way in: \(url)")
        case (.object(let fields)?, .failure(let error)):
            Property.check(fields["plain"] != nil, "a JSON object was refused as the json parameter: \(url): \(error)")
        case (_, .success):
            Property.fail("the json parameter accepted text that is not a JSON object: \(url)")
        case (_, .failure(let error)):
            guard case .invalidURL = error as? MediatorError else {
                Property.fail("a bad json parameter gave \(error), not invalidURL")
                return
            }
        }
    }

    /// Typed readers never trap, fail only with errors naming their key, and agree with each other.
    static func checkReaders(_ params: Params) {
        for key in params.values.keys {
            let int = read(key) { try params.int(key) }
            let double = read(key) { try params.double(key) }
            _ = read(key) { try params.string(key) }
            _ = read(key) { try params.bool(key) }
            _ = read(key) { try params.array(key) }
            _ = read(key) { try params.object(key) }
            if let int {
                Property.check(
                    double == Double(int), "'\(key)' reads as Int \(int) but as Double \(String(describing: double))")
            }
            Property.check(
                (read(key) { try params.optionalInt(key) } ?? nil) == int,
                "'\(key)': optionalInt disagrees with int")
        }
    }

    private static func read<T>(_ key: String, _ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch let error as MediatorError {
            switch error {
            case .missingParameter(key: key, expected: _), .invalidParameter(key: key, expected: _, actual: _):
                return nil
            default:
                Property.fail("reading '\(key)' failed with \(error), which does not name the key")
                return nil
            }
        } catch {
            Property.fail("reading '\(key)' threw \(error), not a MediatorError")
            return nil
        }
    }

    /// Whether two values are equal, numbers compared by value: an `int` equals a `double` that is
    /// the nearest double to it (JSON has one number type).
    static func sameNumbers(_ lhs: MediatorValue, _ rhs: MediatorValue) -> Bool {
        switch (lhs, rhs) {
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy(sameNumbers)
        case (.object(let a), .object(let b)):
            return a.count == b.count && a.allSatisfy { key, value in b[key].map { sameNumbers(value, $0) } ?? false }
        default: return lhs == rhs
        }
    }

    static func percentEncoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

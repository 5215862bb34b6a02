import Foundation

/// JSON, where a value leaves the process: the remote entry's answers, `--json` output, the `json`
/// URL parameter. Inside the process a call passes the value itself and none of this runs.
extension MediatorValue: Codable {
    /// Where and why `decode(_:)` failed.
    public struct DecodingFailure: Error, Sendable, Equatable, CustomStringConvertible {
        /// Where, as `items[2].price` (empty for the value itself).
        public let path: String
        /// What was expected and found, e.g. `expected Int, got String "x"`.
        public let reason: String

        /// Creates a failure.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        /// `items[2].price: expected Int, got String "x"`.
        public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
    }

    private static let strictIntegers = CodingUserInfoKey(rawValue: "MediatorValue.strictIntegers")

    /// Decodes any JSON value (an integer beyond `Int` reads as a `double`, except when encoding).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Strings first: the most common field, and every failed attempt costs a thrown error.
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            if Self.strictIntegers.flatMap({ decoder.userInfo[$0] }) != nil, (try? container.decode(UInt64.self)) != nil
            {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "an integer beyond Int")
            }
            self = .double(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode([MediatorValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: MediatorValue].self))
        }
    }

    /// Encodes an ordinary value as JSON; `data` becomes a base64 string; `opaque` cannot be encoded.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        case .data(let value): try container.encode(value.base64EncodedString())
        case .opaque(let value):
            let context = EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "no JSON form")
            throw EncodingError.invalidValue(value, context)
        }
    }

    /// Encodes `value` through `JSONEncoder`: structs become `object`s, nil optionals are left out,
    /// `Date` becomes unix seconds (`int` when whole), `Data` a base64 `string`.
    ///
    /// - Throws: `EncodingError.invalidValue` when the value cannot be encoded, or holds an integer
    ///   beyond `Int`.
    public init<T: Encodable>(encoding value: T) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let decoder = JSONDecoder()
        if let strict = Self.strictIntegers { decoder.userInfo[strict] = true }
        do {
            self = try decoder.decode(MediatorValue.self, from: try encoder.encode(value))
        } catch let error as DecodingError {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "\(error)"))
        }
    }

    /// Decodes this value into `type` through `JSONDecoder`, the inverse of `init(encoding:)`: an
    /// `Int` field takes an integral number, a `String` only a string; a missing key or `null` is nil
    /// for an optional and an error naming the key path otherwise.
    ///
    /// - Throws: `MediatorValue.DecodingFailure` naming the key path.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        do {
            return try decoder.decode(T.self, from: try JSONEncoder().encode(self))
        } catch DecodingError.keyNotFound(let key, let context) {
            throw DecodingFailure(path: Self.render(context.codingPath + [key]), reason: "missing")
        } catch DecodingError.typeMismatch(let type, let context), DecodingError.valueNotFound(let type, let context) {
            let found = value(at: context.codingPath).map(Params.describe) ?? "nothing"
            let expected =
                "\(type)".hasPrefix("Dictionary") ? "an object" : "\(type)".hasPrefix("Array") ? "an array" : "\(type)"
            throw DecodingFailure(path: Self.render(context.codingPath), reason: "expected \(expected), got \(found)")
        } catch DecodingError.dataCorrupted(let context) {
            throw DecodingFailure(path: Self.render(context.codingPath), reason: context.debugDescription)
        }
    }

    /// Parses JSON text into a value.
    ///
    /// - Throws: `MediatorError.invalidParameter` naming `key` when the text is not valid JSON.
    public init(jsonText: String, key: String = "json") throws {
        do {
            self = try JSONDecoder().decode(MediatorValue.self, from: Data(jsonText.utf8))
        } catch {
            throw MediatorError.invalidParameter(key: key, expected: "JSON", actual: "malformed JSON text")
        }
    }

    /// This value as compact JSON text with sorted keys (`opaque` values are written as `null`).
    public var jsonText: String { text(formatting: [.sortedKeys, .withoutEscapingSlashes]) }

    /// This value as indented JSON text with sorted keys, for people.
    public var prettyJSONText: String { text(formatting: [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]) }

    private func text(formatting: JSONEncoder.OutputFormatting) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        guard let data = try? encoder.encode(withoutOpaque) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    private var withoutOpaque: MediatorValue {
        switch self {
        case .opaque: return .null
        case .array(let items): return .array(items.map(\.withoutOpaque))
        case .object(let fields): return .object(fields.mapValues(\.withoutOpaque))
        default: return self
        }
    }

    /// The value `path` leads to inside this one.
    private func value(at path: [any CodingKey]) -> MediatorValue? {
        path.reduce(self) { current, key in
            key.intValue.flatMap { current?.arrayValue?.indices.contains($0) == true ? current?.arrayValue?[$0] : nil }
                ?? current?[key.stringValue]
        }
    }

    /// `items[2].price`.
    private static func render(_ path: [any CodingKey]) -> String {
        path.reduce(into: "") { text, key in
            text += key.intValue.map { "[\($0)]" } ?? (text.isEmpty ? key.stringValue : ".\(key.stringValue)")
        }
    }
}

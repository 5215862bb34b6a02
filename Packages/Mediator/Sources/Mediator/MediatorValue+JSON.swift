import Foundation

extension MediatorValue: Codable {
    /// Decodes any JSON value; an integer beyond `Int` is an error, not a rounded `double`.
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
            if value.rounded() == value, (try? container.decode(UInt64.self)) != nil {
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
            throw EncodingError.invalidValue(
                value,
                .init(codingPath: encoder.codingPath, debugDescription: "an opaque value has no JSON form"))
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
    public var jsonText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self.withoutOpaque) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    /// This value as indented JSON text with sorted keys, for people.
    public var prettyJSONText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        guard let data = try? encoder.encode(self.withoutOpaque) else { return "null" }
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
}

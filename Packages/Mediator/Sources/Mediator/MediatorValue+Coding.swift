import Foundation

extension MediatorValue {
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

    /// Encodes `value` into a mediator value through Foundation's `JSONEncoder`.
    ///
    /// Structs become `object`s, arrays `array`s, nil optionals are left out. `Date` becomes unix
    /// seconds (`int` when whole), `Data` a base64 `string`. This runs where a value leaves the
    /// process (the remote entry, `--json`); a call inside the process passes the value itself.
    ///
    /// - Throws: `EncodingError.invalidValue` when the value cannot be encoded, or holds an integer
    ///   beyond `Int`.
    public init<T: Encodable>(encoding value: T) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let data = try encoder.encode(value)
        do {
            self = try JSONDecoder().decode(MediatorValue.self, from: data)
        } catch {
            throw EncodingError.invalidValue(
                value, .init(codingPath: [], debugDescription: "\(T.self) has no mediator value: \(error)"))
        }
    }

    /// Decodes this value into `type` through Foundation's `JSONDecoder`, the inverse of
    /// `MediatorValue(encoding:)`: an `Int` field takes an integral number, a `String` only a string;
    /// a missing key or `null` is nil for an optional and an error naming the key path otherwise.
    ///
    /// - Throws: `MediatorValue.DecodingFailure` naming the key path.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        do {
            return try decoder.decode(T.self, from: try JSONEncoder().encode(self))
        } catch let error as DecodingError {
            throw failure(error)
        }
    }

    /// `error` as a failure naming the key path, and what was found there.
    private func failure(_ error: DecodingError) -> DecodingFailure {
        switch error {
        case .keyNotFound(let key, let context):
            return DecodingFailure(path: Self.render(context.codingPath + [key]), reason: "missing")
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let found = value(at: context.codingPath).map(Params.describe) ?? "nothing"
            return DecodingFailure(
                path: Self.render(context.codingPath), reason: "expected \(Self.name(type)), got \(found)")
        case .dataCorrupted(let context):
            return DecodingFailure(path: Self.render(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return DecodingFailure(path: "", reason: String(describing: error))
        }
    }

    /// The value `path` leads to inside this one.
    private func value(at path: [any CodingKey]) -> MediatorValue? {
        var current = self
        for key in path {
            switch current {
            case .array(let items):
                guard let index = key.intValue, items.indices.contains(index) else { return nil }
                current = items[index]
            case .object(let fields):
                guard let field = fields[key.stringValue] else { return nil }
                current = field
            default: return nil
            }
        }
        return current
    }

    private static func name(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") { return "an object" }
        if name.hasPrefix("Array") { return "an array" }
        return name
    }

    private static func render(_ path: [any CodingKey]) -> String {
        path.reduce(into: "") { text, key in
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
    }
}

import Foundation

extension MediatorValue {
    /// Why a mediator value could not be decoded into a type: the key path and what was wrong there.
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

    /// Decodes this value into `type`, the inverse of `MediatorValue(encoding:)`.
    ///
    /// Strict where a silent conversion would hide a bug: an `Int` field takes only `int` (or an
    /// integral `double`), a `String` only `string`. A missing key or `null` is nil for an optional
    /// field and an error naming the key path otherwise. `Date` takes unix seconds, `Data` takes
    /// `data` or a base64 `string`, `URL` an absolute string.
    ///
    /// - Throws: `MediatorValue.DecodingFailure` naming the key path.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        do {
            return try ValueDecoding.decode(type, from: self, at: [])
        } catch let error as DecodingError {
            throw ValueDecoding.failure(error)
        }
    }
}

/// The machinery behind `MediatorValue.decode(_:)`.
enum ValueDecoding {
    static func decode<T: Decodable>(
        _ type: T.Type, from value: MediatorValue, at path: @autoclosure () -> [any CodingKey]
    ) throws -> T {
        if let special = try special(type, from: value, at: path()) { return special }
        return try T(from: ValueDecoder(codingPath: path(), value: value))
    }

    @inline(__always)
    static func special<T: Decodable>(
        _ type: T.Type, from value: MediatorValue, at path: @autoclosure () -> [any CodingKey]
    ) throws -> T? {
        // Each branch runs only when T is exactly that type, so the bit casts cannot mismatch; a
        // dynamic `as? T` would cost a runtime cast per field.
        if T.self == MediatorValue.self { return unsafeBitCast(value, to: T.self) }
        if T.self == Date.self {
            switch value {
            case .int(let seconds): return unsafeBitCast(Date(timeIntervalSince1970: TimeInterval(seconds)), to: T.self)
            case .double(let seconds): return unsafeBitCast(Date(timeIntervalSince1970: seconds), to: T.self)
            default: throw mismatch("a date (unix seconds)", value, path())
            }
        }
        if T.self == Data.self {
            switch value {
            case .data(let data): return data as? T
            case .string(let text):
                guard let data = Data(base64Encoded: text) else { throw mismatch("base64 data", value, path()) }
                return data as? T
            default: throw mismatch("Data", value, path())
            }
        }
        if T.self == URL.self {
            guard case .string(let text) = value, let url = URL(string: text) else {
                throw mismatch("a URL", value, path())
            }
            return url as? T
        }
        return nil
    }

    static func failure(_ error: DecodingError) -> MediatorValue.DecodingFailure {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return .init(path: render(context.codingPath), reason: context.debugDescription)
        case .keyNotFound(let key, let context):
            return .init(path: render(context.codingPath + [key]), reason: "missing")
        @unknown default:
            return .init(path: "", reason: String(describing: error))
        }
    }

    static func render(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue, key is ValueEncoding.IndexKey || key.stringValue == "\(index)" {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    static func mismatch(_ expected: String, _ value: MediatorValue, _ path: @autoclosure () -> [any CodingKey])
        -> DecodingError
    {
        .typeMismatch(
            Any.self, .init(codingPath: path(), debugDescription: "expected \(expected), got \(describe(value))"))
    }

    static func describe(_ value: MediatorValue) -> String {
        switch value {
        case .string(let text): return "String \(String(text.prefix(40)).debugDescription)"
        case .int(let number): return "Int \(number)"
        case .double(let number): return "Double \(number)"
        case .bool(let flag): return "Bool \(flag)"
        default: return value.kindName
        }
    }

    static func int(_ value: MediatorValue, _ path: @autoclosure () -> [any CodingKey]) throws -> Int {
        switch value {
        case .int(let number): return number
        case .double(let number):
            if let whole = Int(exactly: number) { return whole }
        default: break
        }
        throw mismatch("Int", value, path())
    }

    static func integer<T: FixedWidthInteger>(_ type: T.Type, _ value: MediatorValue, _ path: [any CodingKey]) throws
        -> T
    {
        guard let result = T(exactly: try int(value, path)) else { throw mismatch("\(T.self)", value, path) }
        return result
    }

    static func double(_ value: MediatorValue, _ path: @autoclosure () -> [any CodingKey]) throws -> Double {
        switch value {
        case .double(let number): return number
        case .int(let number): return Double(number)
        default: throw mismatch("Double", value, path())
        }
    }

    static func bool(_ value: MediatorValue, _ path: @autoclosure () -> [any CodingKey]) throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch("Bool", value, path()) }
        return flag
    }

    static func string(_ value: MediatorValue, _ path: @autoclosure () -> [any CodingKey]) throws -> String {
        guard case .string(let text) = value else { throw mismatch("String", value, path()) }
        return text
    }

    struct ValueDecoder: Decoder {
        let codingPath: [any CodingKey]
        let value: MediatorValue
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            guard case .object(let fields) = value else { throw mismatch("an object", value, codingPath) }
            return KeyedDecodingContainer(KeyedContainer<Key>(codingPath: codingPath, fields: fields))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            guard case .array(let items) = value else { throw mismatch("an array", value, codingPath) }
            return UnkeyedContainer(codingPath: codingPath, items: items)
        }

        func singleValueContainer() throws -> any SingleValueDecodingContainer {
            SingleContainer(codingPath: codingPath, value: value)
        }
    }

    struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let codingPath: [any CodingKey]
        let fields: [String: MediatorValue]

        var allKeys: [Key] { fields.keys.compactMap(Key.init(stringValue:)) }

        func contains(_ key: Key) -> Bool { fields[key.stringValue] != nil }

        private func field(_ key: Key) throws -> MediatorValue {
            guard let value = fields[key.stringValue] else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing"))
            }
            if case .null = value {
                throw DecodingError.valueNotFound(
                    Any.self, .init(codingPath: codingPath + [key], debugDescription: "expected a value, got null"))
            }
            return value
        }

        func decodeNil(forKey key: Key) throws -> Bool { fields[key.stringValue]?.isNull ?? true }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try bool(field(key), codingPath + [key]) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String {
            try string(field(key), codingPath + [key])
        }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
            try double(field(key), codingPath + [key])
        }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
            Float(try double(field(key), codingPath + [key]))
        }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try int(field(key), codingPath + [key]) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
            try integer(type, field(key), codingPath + [key])
        }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
            try integer(type, field(key), codingPath + [key])
        }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
            try integer(type, field(key), codingPath + [key])
        }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
            try integer(type, field(key), codingPath + [key])
        }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
            try integer(type, field(key), codingPath + [key])
        }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
            try integer(type, field(key), codingPath + [key])
        }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
            try integer(type, field(key), codingPath + [key])
        }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
            try integer(type, field(key), codingPath + [key])
        }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
            try integer(type, field(key), codingPath + [key])
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try ValueDecoding.decode(type, from: field(key), at: codingPath + [key])
        }

        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
            guard let value = fields[key.stringValue], !value.isNull else { return nil }
            return try int(value, codingPath + [key])
        }

        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
            guard let value = fields[key.stringValue], !value.isNull else { return nil }
            return try string(value, codingPath + [key])
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try ValueDecoder(codingPath: codingPath + [key], value: field(key)).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try ValueDecoder(codingPath: codingPath + [key], value: field(key)).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            ValueDecoder(codingPath: codingPath, value: fields["super"] ?? .null)
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            ValueDecoder(codingPath: codingPath + [key], value: fields[key.stringValue] ?? .null)
        }
    }

    struct UnkeyedContainer: UnkeyedDecodingContainer {
        let codingPath: [any CodingKey]
        let items: [MediatorValue]
        var currentIndex = 0

        init(codingPath: [any CodingKey], items: [MediatorValue]) {
            self.codingPath = codingPath
            self.items = items
        }

        var count: Int? { items.count }
        var isAtEnd: Bool { currentIndex >= items.count }

        private var path: [any CodingKey] { codingPath + [ValueEncoding.IndexKey(intValue: currentIndex)] }

        private mutating func next() throws -> MediatorValue {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(
                    Any.self, .init(codingPath: path, debugDescription: "the array has only \(items.count) items"))
            }
            defer { currentIndex += 1 }
            return items[currentIndex]
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, items[currentIndex].isNull else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { let p = path; return try bool(next(), p) }
        mutating func decode(_ type: String.Type) throws -> String { let p = path; return try string(next(), p) }
        mutating func decode(_ type: Double.Type) throws -> Double { let p = path; return try double(next(), p) }
        mutating func decode(_ type: Float.Type) throws -> Float { let p = path; return Float(try double(next(), p)) }
        mutating func decode(_ type: Int.Type) throws -> Int { let p = path; return try int(next(), p) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { let p = path; return try integer(type, next(), p) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { let p = path; return try integer(type, next(), p) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { let p = path; return try integer(type, next(), p) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { let p = path; return try integer(type, next(), p) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { let p = path; return try integer(type, next(), p) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { let p = path; return try integer(type, next(), p) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { let p = path; return try integer(type, next(), p) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { let p = path; return try integer(type, next(), p) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { let p = path; return try integer(type, next(), p) }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let p = path
            return try ValueDecoding.decode(type, from: next(), at: p)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            let p = path
            return try ValueDecoder(codingPath: p, value: next()).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let p = path
            return try ValueDecoder(codingPath: p, value: next()).unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder {
            let p = path
            return ValueDecoder(codingPath: p, value: try next())
        }
    }

    struct SingleContainer: SingleValueDecodingContainer {
        let codingPath: [any CodingKey]
        let value: MediatorValue

        func decodeNil() -> Bool { value.isNull }
        func decode(_ type: Bool.Type) throws -> Bool { try bool(value, codingPath) }
        func decode(_ type: String.Type) throws -> String { try string(value, codingPath) }
        func decode(_ type: Double.Type) throws -> Double { try double(value, codingPath) }
        func decode(_ type: Float.Type) throws -> Float { Float(try double(value, codingPath)) }
        func decode(_ type: Int.Type) throws -> Int { try int(value, codingPath) }
        func decode(_ type: Int8.Type) throws -> Int8 { try integer(type, value, codingPath) }
        func decode(_ type: Int16.Type) throws -> Int16 { try integer(type, value, codingPath) }
        func decode(_ type: Int32.Type) throws -> Int32 { try integer(type, value, codingPath) }
        func decode(_ type: Int64.Type) throws -> Int64 { try integer(type, value, codingPath) }
        func decode(_ type: UInt.Type) throws -> UInt { try integer(type, value, codingPath) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type, value, codingPath) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type, value, codingPath) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type, value, codingPath) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type, value, codingPath) }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try ValueDecoding.decode(type, from: value, at: codingPath)
        }
    }
}

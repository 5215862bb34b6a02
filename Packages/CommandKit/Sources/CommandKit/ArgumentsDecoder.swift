/// Feeds parsed values to a `ParsableArguments` type's synthesised `init(from:)`.
///
/// Each property's wrapper asks for its own key and receives an `ArgumentValueDecoder` holding the
/// value already converted and validated by `CommandSet`; nothing here parses text.
struct ArgumentsDecoder: Decoder {
    /// Values by property name, and spellings for messages.
    let values: [String: (value: any Sendable, spelling: String)]
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Container<Key>(values: values))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw Self.notWrapped([]) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw Self.notWrapped([]) }

    static func notWrapped(_ path: [any CodingKey]) -> DecodingError {
        DecodingError.dataCorrupted(
            .init(
                codingPath: path,
                debugDescription: "every stored property of a command must be an @Argument, @Option or @Flag"))
    }

    struct Container<Key: CodingKey>: RejectingPrimitives {
        let values: [String: (value: any Sendable, spelling: String)]
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { values.keys.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            guard let slot = values[key.stringValue] else {
                throw DecodingError.keyNotFound(key, .init(codingPath: [key], debugDescription: "not declared"))
            }
            return try T(from: ArgumentValueDecoder(value: slot.value, spelling: slot.spelling, codingPath: [key]))
        }

        func decodeNil(forKey key: Key) throws -> Bool { false }

        func reject(_ key: Key) -> DecodingError { ArgumentsDecoder.notWrapped([key]) }

        private func notWrapped(_ key: Key) -> DecodingError { reject(key) }
    }
}

/// The decoder one property's wrapper reads its value from.
struct ArgumentValueDecoder: Decoder {
    let value: any Sendable
    let spelling: String
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw ArgumentsDecoder.notWrapped(codingPath)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw ArgumentsDecoder.notWrapped(codingPath) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw ArgumentsDecoder.notWrapped(codingPath)
    }
}

/// A keyed container that refuses every plain value (`Int`, `String`, …) and nesting: a command's properties are
/// all wrappers, decoded through the generic `decode(_:forKey:)`.
protocol RejectingPrimitives: KeyedDecodingContainerProtocol {
    /// The error for a plain value at `key` (and whatever the container records about it).
    func reject(_ key: Key) -> DecodingError
}

extension RejectingPrimitives {
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw reject(key)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { throw reject(key) }
    func superDecoder() throws -> any Decoder { throw ArgumentsDecoder.notWrapped([]) }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw reject(key) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { throw reject(key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { throw reject(key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { throw reject(key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw reject(key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { throw reject(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { throw reject(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { throw reject(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { throw reject(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { throw reject(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { throw reject(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { throw reject(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { throw reject(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { throw reject(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { throw reject(key) }
}

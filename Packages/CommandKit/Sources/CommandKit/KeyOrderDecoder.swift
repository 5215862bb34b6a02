/// Learns a `ParsableArguments` type's property names, in declaration order, from its synthesised
/// `init(from:)`: each wrapper's key is recorded as declared; any other property (a plain `Int`, a
/// nested type) is recorded as undeclared and stops the decoding.
struct KeyOrderDecoder: Decoder {
    final class Keys: @unchecked Sendable {
        // Used by one synchronous decode on one thread, then read: no lock needed.
        var declared: [String] = []
        var undeclared: [String] = []
    }

    /// What a wrapper's `init(from:)` receives while only the names are being learnt.
    struct Slot: Decoder {
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            throw ArgumentsDecoder.notWrapped([])
        }
        func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw ArgumentsDecoder.notWrapped([]) }
        func singleValueContainer() throws -> any SingleValueDecodingContainer { throw ArgumentsDecoder.notWrapped([]) }
    }

    let keys: Keys
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The property names of `type`: the wrapped ones in order, and the first one that is not wrapped.
    static func keys<T: ParsableArguments>(of type: T.Type) -> (declared: [String], undeclared: [String]) {
        let keys = Keys()
        _ = try? T(from: KeyOrderDecoder(keys: keys))
        return (keys.declared, keys.undeclared)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Container<Key>(keys: keys))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw ArgumentsDecoder.notWrapped([]) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw ArgumentsDecoder.notWrapped([]) }

    struct Container<Key: CodingKey>: RejectingPrimitives {
        let keys: Keys
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }

        func contains(_ key: Key) -> Bool { true }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            do {
                let value = try T(from: Slot())
                keys.declared.append(key.stringValue)
                return value
            } catch {
                throw undeclared(key)
            }
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            keys.undeclared.append(key.stringValue)
            return true
        }

        func reject(_ key: Key) -> DecodingError { undeclared(key) }

        private func undeclared(_ key: Key) -> DecodingError {
            keys.undeclared.append(key.stringValue)
            return ArgumentsDecoder.notWrapped([key])
        }
    }
}

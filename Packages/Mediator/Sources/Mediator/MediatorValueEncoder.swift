import Foundation

extension MediatorValue {
    /// Encodes `value` straight into a mediator value, with no JSON text in between.
    ///
    /// Structs and classes become `object`s, arrays `array`s, optionals that are nil are left out (or
    /// `null` where the type encodes nil itself). `Date` becomes whole unix seconds as `int` (a
    /// fraction keeps it a `double`), `Data` stays `data` (local entry only), `URL` becomes its
    /// absolute string, and a `MediatorValue` inside the value is kept as it is.
    ///
    /// - Throws: `EncodingError.invalidValue` for an unsigned integer beyond `Int.max` or a value
    ///   whose own `encode(to:)` throws.
    public init<T: Encodable>(encoding value: T) throws {
        self = try ValueEncoding.encode(value, at: [])
    }
}

/// The machinery behind `MediatorValue(encoding:)`: slots filled by containers, then read out.
enum ValueEncoding {
    static func encode<T: Encodable>(_ value: T, at path: @autoclosure () -> [any CodingKey]) throws -> MediatorValue {
        if let special = try special(value, at: path()) { return special }
        let slot = Slot()
        try value.encode(to: ValueEncoder(codingPath: path(), slot: slot))
        return slot.value
    }

    /// The types with a fixed form, whatever their own `encode(to:)` would do.
    ///
    /// Compared by type first: a metadata comparison, where a failed `as?` would cost a dynamic cast
    /// for every nested value.
    @inline(__always)
    static func special<T: Encodable>(_ value: T, at path: @autoclosure () -> [any CodingKey]) throws -> MediatorValue?
    {
        // Each branch runs only when T is exactly that type, so the bit casts cannot mismatch.
        if T.self == MediatorValue.self { return unsafeBitCast(value, to: MediatorValue.self) }
        if T.self == Date.self {
            let seconds = unsafeBitCast(value, to: Date.self).timeIntervalSince1970
            if seconds.rounded() == seconds, let whole = Int(exactly: seconds) { return .int(whole) }
            return .double(seconds)
        }
        if T.self == Data.self { return (value as? Data).map(MediatorValue.data) }
        if T.self == URL.self { return (value as? URL).map { .string($0.absoluteString) } }
        return nil
    }

    static func integer<T: BinaryInteger>(_ value: T, at path: @autoclosure () -> [any CodingKey]) throws
        -> MediatorValue
    {
        guard let int = Int(exactly: value) else {
            throw EncodingError.invalidValue(
                value, .init(codingPath: path(), debugDescription: "\(value) does not fit in Int"))
        }
        return .int(int)
    }

    /// Where one encoded value goes: decided by the first container asked for.
    final class Slot {
        enum Content {
            case empty
            case value(MediatorValue)
            case array(ArrayBox)
            case object(ObjectBox)
        }

        // Reached only by the one encoding that made it, on one thread: no dynamic exclusivity checks.
        @exclusivity(unchecked) var content: Content = .empty

        func object() -> ObjectBox {
            if case .object(let box) = content { return box }
            let box = ObjectBox()
            content = .object(box)
            return box
        }

        func array() -> ArrayBox {
            if case .array(let box) = content { return box }
            let box = ArrayBox()
            content = .array(box)
            return box
        }

        var value: MediatorValue {
            switch content {
            case .empty: return .object([:])
            case .value(let value): return value
            case .array(let box): return .array(box.slots.map(\.value))
            case .object(let box): return box.value
            }
        }
    }

    final class ArrayBox {
        @exclusivity(unchecked) var slots: [Slot] = []

        func append(_ value: MediatorValue) {
            let slot = Slot()
            slot.content = .value(value)
            slots.append(slot)
        }
    }

    /// An object being encoded: finished values, plus slots for nested containers still being filled.
    final class ObjectBox {
        @exclusivity(unchecked) var values: [String: MediatorValue] = Dictionary(minimumCapacity: 16)
        @exclusivity(unchecked) var slots: [String: Slot] = [:]

        func set(_ value: MediatorValue, for key: String) {
            values[key] = value
            if !slots.isEmpty { slots[key] = nil }
        }

        func slot(for key: String) -> Slot {
            let slot = Slot()
            slots[key] = slot
            return slot
        }

        var value: MediatorValue {
            guard !slots.isEmpty else { return .object(values) }
            var all = values
            for (key, slot) in slots { all[key] = slot.value }
            return .object(all)
        }
    }

    struct IndexKey: CodingKey {
        let intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { nil }
    }

    struct ValueEncoder: Encoder {
        let codingPath: [any CodingKey]
        let slot: Slot
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(KeyedContainer<Key>(codingPath: codingPath, box: slot.object()))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            UnkeyedContainer(codingPath: codingPath, box: slot.array())
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            SingleContainer(codingPath: codingPath, slot: slot)
        }
    }

    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let codingPath: [any CodingKey]
        let box: ObjectBox

        mutating func encodeNil(forKey key: Key) throws { box.set(.null, for: key.stringValue) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { box.set(.bool(value), for: key.stringValue) }
        mutating func encode(_ value: String, forKey key: Key) throws { box.set(.string(value), for: key.stringValue) }
        mutating func encode(_ value: Double, forKey key: Key) throws { box.set(.double(value), for: key.stringValue) }
        mutating func encode(_ value: Float, forKey key: Key) throws {
            box.set(.double(Double(value)), for: key.stringValue)
        }
        mutating func encode(_ value: Int, forKey key: Key) throws { box.set(.int(value), for: key.stringValue) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            box.set(try ValueEncoding.encode(value, at: codingPath + [key]), for: key.stringValue)
        }

        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
            if let value { box.set(.int(value), for: key.stringValue) }
        }

        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
            if let value { box.set(.string(value), for: key.stringValue) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            KeyedEncodingContainer(
                KeyedContainer<NestedKey>(codingPath: codingPath + [key], box: box.slot(for: key.stringValue).object()))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            UnkeyedContainer(codingPath: codingPath + [key], box: box.slot(for: key.stringValue).array())
        }

        mutating func superEncoder() -> any Encoder {
            ValueEncoder(codingPath: codingPath, slot: box.slot(for: "super"))
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            ValueEncoder(codingPath: codingPath + [key], slot: box.slot(for: key.stringValue))
        }

        private func integer<T: BinaryInteger>(_ value: T, _ key: Key) throws {
            box.set(try ValueEncoding.integer(value, at: codingPath + [key]), for: key.stringValue)
        }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let codingPath: [any CodingKey]
        let box: ArrayBox
        var count: Int { box.slots.count }

        private var nextPath: [any CodingKey] { codingPath + [IndexKey(intValue: count)] }

        mutating func encodeNil() throws { box.append(.null) }
        mutating func encode(_ value: Bool) throws { box.append(.bool(value)) }
        mutating func encode(_ value: String) throws { box.append(.string(value)) }
        mutating func encode(_ value: Double) throws { box.append(.double(value)) }
        mutating func encode(_ value: Float) throws { box.append(.double(Double(value))) }
        mutating func encode(_ value: Int) throws { box.append(.int(value)) }
        mutating func encode(_ value: Int8) throws { box.append(try ValueEncoding.integer(value, at: nextPath)) }
        mutating func encode(_ value: Int16) throws { box.append(try ValueEncoding.integer(value, at: nextPath)) }
        mutating func encode(_ value: Int32) throws { box.append(try ValueEncoding.integer(value, at: nextPath)) }
        mutating func encode(_ value: Int64) throws { box.append(try ValueEncoding.integer(value, at: nextPath)) }
        mutating func encode(_ value: UInt) throws { box.append(try ValueEncoding.integer(value, at: nextPath)) }
        mutating func encode(_ value: UInt8) throws { box.append(try ValueEncoding.integer(value, at: nextPath)) }
        mutating func encode(_ value: UInt16) throws { box.append(try ValueEncoding.integer(value, at: nextPath)) }
        mutating func encode(_ value: UInt32) throws { box.append(try ValueEncoding.integer(value, at: nextPath)) }
        mutating func encode(_ value: UInt64) throws { box.append(try ValueEncoding.integer(value, at: nextPath)) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            box.append(try ValueEncoding.encode(value, at: nextPath))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            let slot = Slot()
            box.slots.append(slot)
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(codingPath: nextPath, box: slot.object()))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let slot = Slot()
            box.slots.append(slot)
            return UnkeyedContainer(codingPath: nextPath, box: slot.array())
        }

        mutating func superEncoder() -> any Encoder {
            let slot = Slot()
            box.slots.append(slot)
            return ValueEncoder(codingPath: nextPath, slot: slot)
        }
    }

    struct SingleContainer: SingleValueEncodingContainer {
        let codingPath: [any CodingKey]
        let slot: Slot

        mutating func encodeNil() throws { slot.content = .value(.null) }
        mutating func encode(_ value: Bool) throws { slot.content = .value(.bool(value)) }
        mutating func encode(_ value: String) throws { slot.content = .value(.string(value)) }
        mutating func encode(_ value: Double) throws { slot.content = .value(.double(value)) }
        mutating func encode(_ value: Float) throws { slot.content = .value(.double(Double(value))) }
        mutating func encode(_ value: Int) throws { slot.content = .value(.int(value)) }
        mutating func encode(_ value: Int8) throws { try integer(value) }
        mutating func encode(_ value: Int16) throws { try integer(value) }
        mutating func encode(_ value: Int32) throws { try integer(value) }
        mutating func encode(_ value: Int64) throws { try integer(value) }
        mutating func encode(_ value: UInt) throws { try integer(value) }
        mutating func encode(_ value: UInt8) throws { try integer(value) }
        mutating func encode(_ value: UInt16) throws { try integer(value) }
        mutating func encode(_ value: UInt32) throws { try integer(value) }
        mutating func encode(_ value: UInt64) throws { try integer(value) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            slot.content = .value(try ValueEncoding.encode(value, at: codingPath))
        }

        private func integer<T: BinaryInteger>(_ value: T) throws {
            slot.content = .value(try ValueEncoding.integer(value, at: codingPath))
        }
    }
}

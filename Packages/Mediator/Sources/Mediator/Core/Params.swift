import Foundation

/// The de-modelled parameters of a call: a `Sendable` key/value bag with typed, validating accessors.
///
/// Accessors convert where the meaning is unambiguous (`"3"` reads as `Int` 3, `"true"` as `Bool`,
/// `"2.5"` as `Double`), so the same action serves local callers and URL strings. A missing or
/// mistyped key throws `MediatorError.missingParameter` or `.invalidParameter` naming the key.
///
/// A call has a few keys, so they are kept in a small array and found by comparing names: building
/// `["id": .int(3)]` is one allocation, and reading it hashes nothing.
public struct Params: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private var pairs: [(String, MediatorValue)]

    /// Creates a bag from raw values.
    public init(_ values: [String: MediatorValue] = [:]) {
        pairs = values.map { ($0.key, $0.value) }
    }

    /// Creates a bag from a literal; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, MediatorValue)...) {
        pairs = elements
        for index in elements.indices.dropFirst()
        where elements[..<index].contains(where: { $0.0 == elements[index].0 }) {
            self = Params(Dictionary(elements) { _, last in last })
            return
        }
    }

    /// The raw values by key.
    public var values: [String: MediatorValue] {
        get { Dictionary(pairs) { _, last in last } }
        set { self = Params(newValue) }
    }

    /// The raw value for `key`, if present.
    public subscript(key: String) -> MediatorValue? {
        get {
            for pair in pairs where pair.0 == key { return pair.1 }
            return nil
        }
        set {
            let index = pairs.firstIndex { $0.0 == key }
            switch (index, newValue) {
            case (let index?, let value?): pairs[index].1 = value
            case (let index?, nil): pairs.remove(at: index)
            case (nil, let value?): pairs.append((key, value))
            case (nil, nil): break
            }
        }
    }

    /// Whether every value may cross the remote entry.
    public var isOrdinary: Bool { pairs.allSatisfy(\.1.isOrdinary) }

    /// The keys whose values may not cross the remote entry, sorted.
    public var nonOrdinaryKeys: [String] { pairs.filter { !$0.1.isOrdinary }.map(\.0).sorted() }

    /// This bag as an `object` value.
    public var value: MediatorValue { .object(values) }

    /// Bags with the same keys and values are equal, in any order.
    public static func == (lhs: Params, rhs: Params) -> Bool { lhs.values == rhs.values }

    // MARK: Required accessors

    /// The string at `key`; integers are accepted and written in decimal.
    public func string(_ key: String) throws -> String {
        if case .string(let text)? = self[key] { return text }
        return try required(key, "String", Self.asString)
    }

    /// The integer at `key`; accepts integral doubles and decimal strings.
    public func int(_ key: String) throws -> Int {
        if case .int(let number)? = self[key] { return number }
        return try required(key, "Int", Self.asInt)
    }

    /// The number at `key`; accepts integers and numeric strings.
    public func double(_ key: String) throws -> Double { try required(key, "Double", Self.asDouble) }

    /// The boolean at `key`; accepts `"true"`/`"false"`, `"1"`/`"0"`, `"yes"`/`"no"` and 0/1.
    public func bool(_ key: String) throws -> Bool { try required(key, "Bool", Self.asBool) }

    /// The array at `key`.
    public func array(_ key: String) throws -> [MediatorValue] { try required(key, "Array", \.arrayValue) }

    /// The object at `key`, as a nested bag.
    public func object(_ key: String) throws -> Params {
        try required(key, "Object", { $0.objectValue.map(Params.init) })
    }

    /// The bytes at `key` (local entry only).
    public func data(_ key: String) throws -> Data {
        try required(key, "Data", { if case .data(let d) = $0 { return d } else { return nil } })
    }

    /// The opaque value at `key` cast to `T`, such as a completion closure (local entry only).
    public func opaque<T: Sendable>(_ key: String, as type: T.Type) throws -> T {
        try required(
            key, String(describing: T.self), { if case .opaque(let v) = $0 { return v as? T } else { return nil } })
    }

    // MARK: Optional accessors (missing or null gives nil; a present, mistyped value still throws)

    /// The string at `key`, or `nil` when absent.
    public func optionalString(_ key: String) throws -> String? { try optional(key, "String", Self.asString) }
    /// The integer at `key`, or `nil` when absent.
    public func optionalInt(_ key: String) throws -> Int? { try optional(key, "Int", Self.asInt) }
    /// The number at `key`, or `nil` when absent.
    public func optionalDouble(_ key: String) throws -> Double? { try optional(key, "Double", Self.asDouble) }
    /// The boolean at `key`, or `nil` when absent.
    public func optionalBool(_ key: String) throws -> Bool? { try optional(key, "Bool", Self.asBool) }
    /// The array at `key`, or `nil` when absent.
    public func optionalArray(_ key: String) throws -> [MediatorValue]? { try optional(key, "Array", \.arrayValue) }
    /// The object at `key`, or `nil` when absent.
    public func optionalObject(_ key: String) throws -> Params? {
        try optional(key, "Object", { $0.objectValue.map(Params.init) })
    }

    // MARK: Conversion

    private func required<T>(_ key: String, _ expected: String, _ convert: (MediatorValue) -> T?) throws -> T {
        guard let converted = try optional(key, expected, convert) else {
            throw MediatorError.missingParameter(key: key, expected: expected)
        }
        return converted
    }

    private func optional<T>(_ key: String, _ expected: String, _ convert: (MediatorValue) -> T?) throws -> T? {
        guard let raw = self[key], !raw.isNull else { return nil }
        guard let converted = convert(raw) else {
            throw MediatorError.invalidParameter(key: key, expected: expected, actual: Self.describe(raw))
        }
        return converted
    }

    /// A value for an error message: its kind, and a short form of a scalar.
    static func describe(_ value: MediatorValue) -> String {
        switch value {
        case .string(let s): return "String \"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .int(let i): return "Int \(i)"
        case .double(let d): return "Double \(d)"
        case .bool(let b): return "Bool \(b)"
        default: return value.kindName
        }
    }

    static func asString(_ value: MediatorValue) -> String? {
        switch value {
        case .string(let s): return s
        case .int(let i): return String(i)
        default: return nil
        }
    }

    static func asInt(_ value: MediatorValue) -> Int? {
        switch value {
        case .int(let i): return i
        case .double(let d): return d.isFinite && d.rounded() == d ? Int(exactly: d) : nil
        case .string(let s): return Int(s)
        default: return nil
        }
    }

    static func asDouble(_ value: MediatorValue) -> Double? {
        switch value {
        case .double(let d): return d
        case .int(let i): return Double(i)
        case .string(let s): return Double(s).flatMap { $0.isFinite ? $0 : nil }
        default: return nil
        }
    }

    static func asBool(_ value: MediatorValue) -> Bool? {
        switch value {
        case .bool(let b): return b
        case .int(0): return false
        case .int(1): return true
        case .string(let s) where ["true", "1", "yes"].contains(s.lowercased()): return true
        case .string(let s) where ["false", "0", "no"].contains(s.lowercased()): return false
        default: return nil
        }
    }
}

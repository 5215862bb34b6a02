import Foundation

/// Reads typed fields out of a component's `object` result, throwing the caller's own error on any mismatch.
///
/// Extension packages decode results with it. Results come from code, not from URLs, so fields are
/// read exactly as sent: an `Int` is never a `String` and only `double` widens an `Int`. A mismatch
/// throws what the caller's factory makes of a reason such as
/// `field 'total' should be Int, got String` (prefixed by the label when there is one), so each
/// extension keeps its own documented error type.
///
/// Optional accessors read `null` as `nil`; `optionalFields` decides whether an absent key does too.
/// Nested readers (`object`, `objects`) share the label, the policy and the factory, and name fields
/// by their path (`lines[0].title`).
public struct ResultReader: Sendable {
    /// How optional accessors treat a key the result does not carry at all.
    public enum OptionalFields: Sendable, Equatable {
        /// An absent key reads as `nil`, like `null`: the component leaves empty fields out.
        case mayBeAbsent
        /// An absent key is a mismatch: the component always sends the field, `null` when empty.
        case mustBePresent
    }

    /// What the result is called in reasons (`"statistics"`), or `nil` to name fields alone.
    public let label: String?
    /// How optional accessors treat an absent key.
    public let optionalFields: OptionalFields

    private let fields: [String: MediatorValue]
    private let path: String
    private let makeError: @Sendable (String) -> any Error

    /// Creates a reader over `value`, which must be an `object`.
    ///
    /// - Parameters:
    ///   - value: the component's result.
    ///   - label: what the result is called in reasons, such as `"cart"`; `nil` names fields alone.
    ///   - optionalFields: whether optional accessors accept an absent key (by default they do).
    ///   - error: makes the error to throw from a reason, such as `"field 'total' should be Int, got String"`.
    /// - Throws: `error("<label> should be an object, got <kind>")`, or `error("expected an object, got <kind>")`
    ///   without a label, when `value` is not an `object`.
    public init(
        _ value: MediatorValue, label: String? = nil, optionalFields: OptionalFields = .mayBeAbsent,
        error: @escaping @Sendable (String) -> any Error
    ) throws {
        guard let fields = value.objectValue else {
            let reason = label.map { "\($0) should be an object" } ?? "expected an object"
            throw error("\(reason), got \(value.kindName)")
        }
        self.init(fields: fields, path: "", label: label, optionalFields: optionalFields, error: error)
    }

    private init(
        fields: [String: MediatorValue], path: String, label: String?, optionalFields: OptionalFields,
        error: @escaping @Sendable (String) -> any Error
    ) {
        self.fields = fields
        self.path = path
        self.label = label
        self.optionalFields = optionalFields
        self.makeError = error
    }

    // MARK: Required fields (absent, null or another kind throws)

    /// The integer at `key`.
    public func int(_ key: String) throws -> Int { try required(key, "Int", Self.asInt) }

    /// The number at `key`; an integer is widened.
    public func double(_ key: String) throws -> Double { try required(key, "Double", Self.asDouble) }

    /// The string at `key`.
    public func string(_ key: String) throws -> String { try required(key, "String", Self.asString) }

    /// The boolean at `key`.
    public func bool(_ key: String) throws -> Bool { try required(key, "Bool", Self.asBool) }

    /// The items of the array at `key`.
    public func array(_ key: String) throws -> [MediatorValue] { try required(key, "Array", \.arrayValue) }

    /// A reader over the object at `key`, naming its fields `key.field`.
    public func object(_ key: String) throws -> ResultReader { try required(key, "Object") { nested(key, $0) } }

    /// Readers over the array of objects at `key`, naming their fields `key[index].field`.
    public func objects(_ key: String) throws -> [ResultReader] {
        try nestedObjects(key, try array(key))
    }

    /// The time at `key`, sent as integer unix seconds.
    public func date(_ key: String) throws -> Date { try required(key, Self.unixSeconds, Self.asDate) }

    // MARK: Optional fields (null gives nil; so does an absent key under `.mayBeAbsent`)

    /// The integer at `key`, or `nil`.
    public func optionalInt(_ key: String) throws -> Int? { try optional(key, "Int", Self.asInt) }

    /// The number at `key` (an integer is widened), or `nil`.
    public func optionalDouble(_ key: String) throws -> Double? { try optional(key, "Double", Self.asDouble) }

    /// The string at `key`, or `nil`.
    public func optionalString(_ key: String) throws -> String? { try optional(key, "String", Self.asString) }

    /// The boolean at `key`, or `nil`.
    public func optionalBool(_ key: String) throws -> Bool? { try optional(key, "Bool", Self.asBool) }

    /// The items of the array at `key`, or `nil`.
    public func optionalArray(_ key: String) throws -> [MediatorValue]? { try optional(key, "Array", \.arrayValue) }

    /// A reader over the object at `key`, or `nil`.
    public func optionalObject(_ key: String) throws -> ResultReader? {
        try optional(key, "Object") { nested(key, $0) }
    }

    /// Readers over the array of objects at `key`, or `nil`.
    public func optionalObjects(_ key: String) throws -> [ResultReader]? {
        try optionalArray(key).map { try nestedObjects(key, $0) }
    }

    /// The time at `key` (integer unix seconds), or `nil`.
    public func optionalDate(_ key: String) throws -> Date? { try optional(key, Self.unixSeconds, Self.asDate) }

    // MARK: Mismatches found by the caller

    /// The error for a field whose value the caller rejects, such as a negative size.
    ///
    /// The reason has the accessors' form: `field 'size' should be <expected>, got <kind>`.
    public func mismatch(_ key: String, expected: String) -> any Error {
        makeError(reason(key, expected, fields[key]))
    }

    // MARK: Reading

    private static let unixSeconds = "Int (unix seconds)"

    private func required<T>(_ key: String, _ expected: String, _ convert: (MediatorValue) -> T?) throws -> T {
        guard let raw = fields[key], let value = convert(raw) else { throw mismatch(key, expected: expected) }
        return value
    }

    private func optional<T>(_ key: String, _ expected: String, _ convert: (MediatorValue) -> T?) throws -> T? {
        guard let raw = fields[key] else {
            if optionalFields == .mayBeAbsent { return nil }
            throw mismatch(key, expected: "\(expected) or null")
        }
        if raw.isNull { return nil }
        guard let value = convert(raw) else { throw mismatch(key, expected: "\(expected) or null") }
        return value
    }

    private func reason(_ key: String, _ expected: String, _ actual: MediatorValue?) -> String {
        let field = "field '\(path)\(key)' should be \(expected), got \(actual?.kindName ?? "nothing")"
        return label.map { "\($0) \(field)" } ?? field
    }

    private func nested(_ key: String, _ value: MediatorValue) -> ResultReader? {
        value.objectValue.map {
            ResultReader(
                fields: $0, path: "\(path)\(key).", label: label, optionalFields: optionalFields, error: makeError)
        }
    }

    private func nestedObjects(_ key: String, _ items: [MediatorValue]) throws -> [ResultReader] {
        try items.enumerated().map { index, item in
            guard let reader = nested("\(key)[\(index)]", item) else {
                throw makeError(reason("\(key)[\(index)]", "Object", item))
            }
            return reader
        }
    }

    private static func asInt(_ value: MediatorValue) -> Int? {
        if case .int(let number) = value { return number }
        return nil
    }

    private static func asDouble(_ value: MediatorValue) -> Double? {
        switch value {
        case .double(let number): return number
        case .int(let number): return Double(number)
        default: return nil
        }
    }

    private static func asString(_ value: MediatorValue) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }

    private static func asBool(_ value: MediatorValue) -> Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    private static func asDate(_ value: MediatorValue) -> Date? {
        asInt(value).map { Date(timeIntervalSince1970: TimeInterval($0)) }
    }
}

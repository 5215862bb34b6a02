import Foundation

/// A de-modelled value that crosses the mediator: JSON-like ordinary values, plus local-only ones.
///
/// Ordinary values (`null`, `bool`, `int`, `double`, `string`, `array`, `object`) may cross either
/// entry. `data` and `opaque` (closures such as completion callbacks, handles) cross the local entry
/// only; the remote entry never produces them.
public enum MediatorValue: Sendable {
    /// No value.
    case null
    /// A boolean.
    case bool(Bool)
    /// A signed integer.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// A string.
    case string(String)
    /// An ordered list of values.
    case array([MediatorValue])
    /// A string-keyed map of values.
    case object([String: MediatorValue])
    /// Raw bytes (local entry only).
    case data(Data)
    /// Any other sendable value, such as a closure or a handle (local entry only).
    ///
    /// Boxed (`indirect`): a `MediatorValue` then fits an existential's inline buffer, so handing
    /// one out as an action's `any Sendable` result allocates nothing.
    indirect case opaque(any Sendable)

    /// Whether this value (and everything inside it) may cross the remote entry.
    public var isOrdinary: Bool {
        switch self {
        case .null, .bool, .int, .double, .string: return true
        case .array(let items): return items.allSatisfy(\.isOrdinary)
        case .object(let fields): return fields.values.allSatisfy(\.isOrdinary)
        case .data, .opaque: return false
        }
    }

    /// A short name of this value's kind, used in error messages.
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .array: return "Array"
        case .object: return "Object"
        case .data: return "Data"
        case .opaque(let value): return "opaque \(type(of: value))"
        }
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The fields of an `object`, or `nil` for any other kind.
    public var objectValue: [String: MediatorValue]? {
        if case .object(let fields) = self { return fields }
        return nil
    }

    /// The items of an `array`, or `nil` for any other kind.
    public var arrayValue: [MediatorValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The value of an `object` field, or `nil` when this is not an object or has no such field.
    public subscript(key: String) -> MediatorValue? {
        objectValue?[key]
    }
}

extension MediatorValue: Equatable {
    /// Ordinary values compare structurally, numbers by value as JSON has one number type (`.int(1)`
    /// equals `.double(1)`, exactly); `data` compares bytes; `opaque` values never compare equal.
    public static func == (lhs: MediatorValue, rhs: MediatorValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(exactly: a) == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)): return a == b
        case (.data(let a), .data(let b)): return a == b
        default: return false
        }
    }
}

extension MediatorValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// Creates `null`.
    public init(nilLiteral: ()) { self = .null }
    /// Creates a `bool`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// Creates an `int`.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// Creates a `double`.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// Creates a `string`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// Creates an `array`.
    public init(arrayLiteral elements: MediatorValue...) { self = .array(elements) }
    /// Creates an `object`; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, MediatorValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

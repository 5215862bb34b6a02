import Foundation

/// One SQLite value: what a statement binds and what a row holds.
public enum SQLValue: Sendable, Hashable {
    /// SQL `NULL`.
    case null
    /// A 64-bit signed integer (also how booleans and money in minor units are stored).
    case integer(Int64)
    /// A double-precision floating-point number.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// Raw bytes.
    case blob(Data)

    /// Creates an `integer`.
    public init(_ value: Int) { self = .integer(Int64(value)) }

    /// Creates `text`, or `null` when `value` is `nil`.
    public init(_ value: String?) { self = value.map { .text($0) } ?? .null }

    /// Creates an `integer` 1 for `true` and 0 for `false`, as SQLite stores booleans.
    public init(_ value: Bool) { self = .integer(value ? 1 : 0) }

    /// Creates an `integer`, or `null` when `value` is `nil`.
    public init(_ value: Int?) { self = value.map { .integer(Int64($0)) } ?? .null }

    /// Creates a `blob`.
    public init(_ value: Data) { self = .blob(value) }

    /// The name of this value's storage class, as SQLite's `typeof()` spells it.
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .integer: return "integer"
        case .real: return "real"
        case .text: return "text"
        case .blob: return "blob"
        }
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

extension SQLValue: ExpressibleByNilLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByBooleanLiteral
{
    /// Creates `null`.
    public init(nilLiteral: ()) { self = .null }
    /// Creates an `integer`.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// Creates a `real`.
    public init(floatLiteral value: Double) { self = .real(value) }
    /// Creates `text`.
    public init(stringLiteral value: String) { self = .text(value) }
    /// Creates an `integer` 1 or 0.
    public init(booleanLiteral value: Bool) { self = .integer(value ? 1 : 0) }
}

extension SQLValue: CustomStringConvertible {
    /// A short, readable form for messages: text quoted and shortened, blobs by size.
    public var description: String {
        switch self {
        case .null: return "NULL"
        case .integer(let value): return String(value)
        case .real(let value): return String(value)
        case .text(let value):
            let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
            return shown.debugDescription
        case .blob(let value): return "<\(value.count) bytes>"
        }
    }
}

import Foundation

/// One result row, read by column name with typed, checked accessors.
///
/// A typed accessor throws `StorageError.decoding` naming the column when the value is absent, `NULL`
/// (for non-optional accessors) or of another type, so a schema mismatch is a clear error, not a crash.
public struct Row: Sendable {
    let columns: ColumnIndex
    let values: [SQLValue]

    init(columns: ColumnIndex, values: [SQLValue]) {
        self.columns = columns
        self.values = values
    }

    /// Creates a row from column names and values, in order (for tests and fakes).
    public init(_ pairs: KeyValuePairs<String, SQLValue>) {
        self.columns = ColumnIndex(names: pairs.map(\.key))
        self.values = pairs.map(\.value)
    }

    /// The column names, in the order the query returned them.
    public var columnNames: [String] { columns.names }

    /// The value of `column`, or `.null` when the row has no such column.
    public subscript(column: String) -> SQLValue {
        guard let index = columns.index(of: column) else { return .null }
        return values[index]
    }

    /// Whether the row has a column named `column`.
    public func has(_ column: String) -> Bool { columns.index(of: column) != nil }

    /// The integer in `column`.
    public func int(_ column: String) throws -> Int {
        let value = try int64(column)
        guard let result = Int(exactly: value) else {
            throw StorageError.decoding(column: column, expected: "Int", actual: "integer \(value) out of range")
        }
        return result
    }

    /// The 64-bit integer in `column`.
    public func int64(_ column: String) throws -> Int64 {
        switch try present(column, "Int64") {
        case .integer(let value): return value
        case let other: throw mismatch(column, "Int64", other)
        }
    }

    /// The number in `column`; integers are widened.
    public func double(_ column: String) throws -> Double {
        switch try present(column, "Double") {
        case .real(let value): return value
        case .integer(let value): return Double(value)
        case let other: throw mismatch(column, "Double", other)
        }
    }

    /// The text in `column`.
    public func string(_ column: String) throws -> String {
        switch try present(column, "String") {
        case .text(let value): return value
        case let other: throw mismatch(column, "String", other)
        }
    }

    /// The boolean in `column`, stored as integer 0 or 1.
    public func bool(_ column: String) throws -> Bool {
        switch try present(column, "Bool") {
        case .integer(0): return false
        case .integer(1): return true
        case let other: throw mismatch(column, "Bool (integer 0 or 1)", other)
        }
    }

    /// The bytes in `column`; text is returned as its UTF-8 bytes.
    public func data(_ column: String) throws -> Data {
        switch try present(column, "Data") {
        case .blob(let value): return value
        case .text(let value): return Data(value.utf8)
        case let other: throw mismatch(column, "Data", other)
        }
    }

    /// The integer in `column`, or `nil` when it is `NULL`.
    public func optionalInt(_ column: String) throws -> Int? {
        try isNull(column) ? nil : int(column)
    }

    /// The 64-bit integer in `column`, or `nil` when it is `NULL`.
    public func optionalInt64(_ column: String) throws -> Int64? {
        try isNull(column) ? nil : int64(column)
    }

    /// The number in `column`, or `nil` when it is `NULL`.
    public func optionalDouble(_ column: String) throws -> Double? {
        try isNull(column) ? nil : double(column)
    }

    /// The text in `column`, or `nil` when it is `NULL`.
    public func optionalString(_ column: String) throws -> String? {
        try isNull(column) ? nil : string(column)
    }

    /// The boolean in `column`, or `nil` when it is `NULL`.
    public func optionalBool(_ column: String) throws -> Bool? {
        try isNull(column) ? nil : bool(column)
    }

    /// The bytes in `column`, or `nil` when it is `NULL`.
    public func optionalData(_ column: String) throws -> Data? {
        try isNull(column) ? nil : data(column)
    }

    // MARK: Checking

    /// Whether `column` holds `NULL`; an absent column is an error even for optional accessors,
    /// because it means the query and the decoding disagree.
    private func isNull(_ column: String) throws -> Bool {
        guard let index = columns.index(of: column) else { throw absent(column) }
        return values[index].isNull
    }

    private func present(_ column: String, _ expected: String) throws -> SQLValue {
        guard let index = columns.index(of: column) else { throw absent(column) }
        let value = values[index]
        if value.isNull {
            throw StorageError.decoding(column: column, expected: expected, actual: "NULL")
        }
        return value
    }

    private func absent(_ column: String) -> StorageError {
        let known = columns.names.joined(separator: ", ")
        return StorageError.decoding(
            column: column, expected: "a column of the result", actual: "no such column (has: \(known))")
    }

    private func mismatch(_ column: String, _ expected: String, _ value: SQLValue) -> StorageError {
        StorageError.decoding(column: column, expected: expected, actual: "\(value.typeName) \(value)")
    }
}

extension Row: Equatable {
    /// Rows are equal when they have the same columns in the same order with the same values.
    public static func == (lhs: Row, rhs: Row) -> Bool {
        lhs.columns.names == rhs.columns.names && lhs.values == rhs.values
    }
}

extension Row: CustomStringConvertible {
    /// The row as `column: value` pairs, for messages and debugging.
    public var description: String {
        "[" + zip(columns.names, values).map { "\($0): \($1)" }.joined(separator: ", ") + "]"
    }
}

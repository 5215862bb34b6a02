/// How one command-line word becomes a typed value: its placeholder, what it accepts, how it completes.
///
/// The same value carries everything help and completion show about the word, so a command declares
/// an argument's type once: `@Option(help: "how many", value: .int(in: 1...99)) var quantity = 1`.
public struct ValueType<Value: Sendable>: Sendable {
    /// The placeholder in usage and help, such as `N`.
    public let name: String
    /// What an accepted value must be, completing "<spelling> …": `must be a whole number from 1 to 99`.
    public let requirement: String
    /// The accepted values as help shows them (`1-99`), when limited.
    public let constraint: String?
    /// The accepted values, when they are a fixed list.
    public let allowedValues: [String]?
    /// How a shell completes the value.
    public let completion: Completion
    let note: String?
    let parse: @Sendable (String) -> Value?
    let describe: @Sendable (Value) -> String

    /// A value type from its parts.
    ///
    /// - Parameters:
    ///   - name: the placeholder, such as `N`.
    ///   - requirement: what a value must be, as a sentence's predicate (`must be a positive amount`).
    ///   - constraint: the accepted values as help shows them, when limited.
    ///   - allowedValues: the accepted values, when they are a fixed list.
    ///   - completion: how a shell completes the value.
    ///   - describe: how a default value is shown in help.
    ///   - parse: the value for a word, or `nil` when the word is not one.
    public init(
        name: String, requirement: String, constraint: String? = nil, allowedValues: [String]? = nil,
        completion: Completion = .none, describe: @escaping @Sendable (Value) -> String = { "\($0)" },
        parse: @escaping @Sendable (String) -> Value?
    ) {
        self.name = name
        self.requirement = requirement
        self.constraint = constraint
        self.allowedValues = allowedValues
        self.completion = completion
        self.note = nil
        self.parse = parse
        self.describe = describe
    }

    private init(_ base: ValueType, name: String? = nil, completion: Completion? = nil, note: String? = nil) {
        self.name = name ?? base.name
        self.requirement = base.requirement
        self.constraint = base.constraint
        self.allowedValues = base.allowedValues
        self.completion = completion ?? base.completion
        self.note = note ?? base.note
        self.parse = base.parse
        self.describe = base.describe
    }

    /// The same type shown with another placeholder.
    public func named(_ name: String) -> ValueType { ValueType(self, name: name) }

    /// The same type completed another way.
    public func completing(_ completion: Completion) -> ValueType { ValueType(self, completion: completion) }

    /// The same type with a note added to its error message: `(use 'cart remove' for 0)`.
    public func noting(_ note: String) -> ValueType { ValueType(self, note: note) }

    /// `must be a or b`, `must be one of a, b, c`.
    static func requirement(oneOf values: [String]) -> String {
        values.count == 2 ? "must be \(values[0]) or \(values[1])" : "must be one of \(values.joined(separator: ", "))"
    }

    /// Converts `word`, or says why it cannot.
    func convert(_ word: String) -> Result<Value, ValueError> {
        if let value = parse(word) { return .success(value) }
        var hint = note
        if hint == nil, let allowedValues, let best = Suggestion.closest(to: word, among: allowedValues) {
            hint = "did you mean '\(best)'?"
        }
        return .failure(ValueError(requirement: requirement, hint: hint))
    }
}

extension ValueType where Value == String {
    /// Any text; `name` is its placeholder.
    public static func text(_ name: String, completion: Completion = .none) -> ValueType {
        ValueType(name: name, requirement: "must be text", completion: completion) { $0 }
    }

    /// A file path.
    public static func file(_ name: String = "FILE") -> ValueType { text(name, completion: .file) }

    /// A folder path.
    public static func directory(_ name: String = "DIR") -> ValueType { text(name, completion: .directory) }
}

extension ValueType where Value == Int {
    /// A whole number in `range`, such as `1...99`.
    public static func int(in range: ClosedRange<Int>, name: String = "N") -> ValueType {
        ValueType(
            name: name, requirement: "must be a whole number from \(range.lowerBound) to \(range.upperBound)",
            constraint: "\(range.lowerBound)-\(range.upperBound)"
        ) { word in
            guard let value = Int(word), range.contains(value) else { return nil }
            return value
        }
    }

    /// A whole number from `range`'s lower bound up, such as `1...`.
    public static func int(in range: PartialRangeFrom<Int>, name: String = "N") -> ValueType {
        ValueType(
            name: name, requirement: "must be a whole number from \(range.lowerBound) up",
            constraint: "\(range.lowerBound) or more"
        ) { word in
            guard let value = Int(word), range.contains(value) else { return nil }
            return value
        }
    }

    /// A whole number from 1 up, such as an id.
    public static func positive(_ name: String = "N", completion: Completion = .none) -> ValueType {
        ValueType(name: name, requirement: "must be a positive whole number", completion: completion) { word in
            guard let value = Int(word), value > 0 else { return nil }
            return value
        }
    }
}

extension ValueType where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// One of the enumeration's raw values; the placeholder lists them (`wallet|card`) unless named.
    public static func choice(_ type: Value.Type = Value.self, name: String? = nil) -> ValueType {
        let values = Value.allCases.map(\.rawValue)
        return ValueType(
            name: name ?? values.joined(separator: "|"), requirement: requirement(oneOf: values),
            constraint: "one of: \(values.joined(separator: ", "))", allowedValues: values,
            completion: .values(values), describe: \.rawValue
        ) { Value(rawValue: $0) }
    }
}

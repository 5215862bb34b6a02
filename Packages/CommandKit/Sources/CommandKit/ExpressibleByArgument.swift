/// A type whose value one command-line word spells, as in swift-argument-parser: what lets
/// `@Option var count: Int = 1` and `@Argument var name: String` be declared without a `ValueType`.
///
/// `String`, `Bool`, `Double`, `Float` and the integer types conform. A `RawRepresentable`
/// enumeration whose raw value conforms only declares the conformance
/// (`enum Method: String, CaseIterable, ExpressibleByArgument { … }`); when it is also
/// `CaseIterable`, help lists its values and a wrong word is answered with the closest one.
public protocol ExpressibleByArgument: Sendable {
    /// The value `argument` spells, or `nil` when it spells none.
    init?(argument: String)

    /// The value as help shows it as a default.
    var defaultValueDescription: String { get }

    /// Every word that spells a value, for help and completion; empty when they cannot be listed.
    static var allValueStrings: [String] { get }

    /// How CommandKit reads, checks, shows and completes the type's words (an extra of the kit's;
    /// the default is built from the three requirements above).
    static var argumentValueType: ValueType<Self> { get }
}

extension ExpressibleByArgument {
    /// The value as `String(describing:)` writes it.
    public var defaultValueDescription: String { "\(self)" }

    /// None listed.
    public static var allValueStrings: [String] { [] }

    /// The type's words: one of `allValueStrings` when they are listed, else any word `init(argument:)` reads.
    public static var argumentValueType: ValueType<Self> { .expressible(requirement: "must be a valid \(Self.self)") }
}

extension ExpressibleByArgument where Self: CaseIterable {
    /// Every case, as help shows it.
    public static var allValueStrings: [String] { allCases.map(\.defaultValueDescription) }
}

extension RawRepresentable where Self: ExpressibleByArgument, RawValue: ExpressibleByArgument {
    /// The case whose raw value the word spells.
    public init?(argument: String) {
        guard let raw = RawValue(argument: argument) else { return nil }
        self.init(rawValue: raw)
    }

    /// The raw value as help shows it.
    public var defaultValueDescription: String { rawValue.defaultValueDescription }
}

extension ValueType where Value: ExpressibleByArgument {
    /// A value type read by `Value(argument:)`: a fixed list when `Value.allValueStrings` lists the
    /// words (placeholder `a|b`, `did you mean`), else any word it reads, failing with `requirement`.
    /// The placeholder is left empty, so the declaring property names it (`--count COUNT`).
    public static func expressible(requirement: String) -> ValueType {
        let values = Value.allValueStrings
        guard !values.isEmpty else {
            return ValueType(name: "", requirement: requirement, describe: \.defaultValueDescription) {
                Value(argument: $0)
            }
        }
        return ValueType(
            name: values.joined(separator: "|"), requirement: ValueType.requirement(oneOf: values),
            constraint: "one of: \(values.joined(separator: ", "))", allowedValues: values,
            completion: .values(values), describe: \.defaultValueDescription
        ) { Value(argument: $0) }
    }
}

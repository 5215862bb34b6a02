/// An option, `--name VALUE` or `--name=VALUE`, declared once as a property of a command.
///
/// ```swift
/// @Option(help: "how many", .int(in: 1...99)) var quantity = 1      // default 1
/// @Option(help: "only this category", .text("NAME")) var category: String?   // optional
/// @Option(help: "how to pay", .choice()) var method: Method            // required
/// @Option(help: "a tag", .text("TAG")) var tag: [String] = []          // --tag a --tag b, any number
/// @Option(name: .shortAndLong, help: "how many", .int(in: 1...9)) var count = 1   // -c 3 or --count 3
/// ```
/// The name is the property's in kebab case (`pageSize` → `--page-size`) unless `name` says
/// otherwise, as in swift-argument-parser. A single-value option given twice is an error; an array
/// option collects every value given, in order.
@propertyWrapper
public struct Option<Value: Sendable>: Decodable, Sendable {
    let parsed: ParsedArgument<Value>?

    /// The value from the command line, or the default.
    public var wrappedValue: Value { ParsedArgument.value(parsed) }

    /// How the option is spelled (`--quantity`), for messages.
    public var projectedValue: ArgumentSpelling { ArgumentSpelling(text: parsed?.spelling ?? "") }

    /// An option with a default, used when the command line does not give it.
    public init(wrappedValue: Value, name: NameSpecification = .long, help: String, _ type: ValueType<Value>) {
        parsed = nil
        ArgumentDeclaration { property in
            .make(
                .option, property: property, names: name, help: help, type: type, required: false,
                defaultText: type.describe(wrappedValue), absent: wrappedValue, wrap: { $0 })
        }
    }

    /// An optional option: `nil` when not given; `absent` says what that means in help.
    public init<Wrapped: Sendable>(
        name: NameSpecification = .long, help: String, absent: String? = nil, _ type: ValueType<Wrapped>
    ) where Value == Wrapped? {
        parsed = nil
        ArgumentDeclaration { property in
            .make(
                .option, property: property, names: name, help: help, type: type, required: false,
                defaultText: absent ?? "none", absent: Wrapped?.none, wrap: { Optional($0) })
        }
    }

    /// A required option: the command line must give it.
    public init(name: NameSpecification = .long, help: String, _ type: ValueType<Value>) {
        parsed = nil
        ArgumentDeclaration { property in
            .make(
                .option, property: property, names: name, help: help, type: type, required: true, defaultText: nil,
                absent: Value?.none, wrap: { $0 })
        }
    }

    /// A repeating option with a default: every value given (`--tag a --tag b` is `["a", "b"]`), else the default.
    public init<Element: Sendable>(
        wrappedValue: [Element], name: NameSpecification = .long, help: String, _ type: ValueType<Element>
    ) where Value == [Element] {
        parsed = nil
        ArgumentDeclaration { property in
            .make(
                .option, property: property, names: name, help: help, type: type, required: false, repeating: true,
                defaultText: wrappedValue.isEmpty ? nil : wrappedValue.map(type.describe).joined(separator: ", "),
                absent: wrappedValue, wrap: { [$0] }, append: ArgumentDefinition.concatenate(Element.self))
        }
    }

    /// A required repeating option: given at least once, every value collected in order.
    public init<Element: Sendable>(name: NameSpecification = .long, help: String, _ type: ValueType<Element>)
    where Value == [Element] {
        parsed = nil
        ArgumentDeclaration { property in
            .make(
                .option, property: property, names: name, help: help, type: type, required: true, repeating: true,
                defaultText: nil, absent: [Element]?.none, wrap: { [$0] },
                append: ArgumentDefinition.concatenate(Element.self))
        }
    }

    /// Decoded by `CommandSet.instantiate` from the parsed command line.
    public init(from decoder: any Decoder) throws {
        parsed = try ParsedArgument.decode(from: decoder)
    }

}

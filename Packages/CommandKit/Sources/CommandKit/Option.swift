/// An option, `--name VALUE` or `--name=VALUE`, declared once as a property of a command.
///
/// ```swift
/// @Option(help: "how many", value: .int(in: 1...99)) var quantity = 1      // default 1
/// @Option(help: "only this category", value: .text("NAME")) var category: String?   // optional
/// @Option(help: "how to pay", value: .choice()) var method: Method            // required
/// @Option(help: "a tag", value: .text("TAG")) var tag: [String] = []          // --tag a --tag b, any number
/// @Option(name: .shortAndLong, help: "how many", value: .int(in: 1...9)) var count = 1   // -c 3 or --count 3
/// @Option var name: String                                            // swift-argument-parser's spelling
/// ```
/// The name is the property's in kebab case (`pageSize` → `--page-size`) unless `name` says
/// otherwise, as in swift-argument-parser. Without a `ValueType`, the property's type reads the word
/// (`ExpressibleByArgument`). A single-value option given twice is an error; an array option
/// collects every value given, in order.
@propertyWrapper
public struct Option<Value: Sendable>: Decodable, Sendable {
    let parsed: ParsedArgument<Value>?

    /// The value from the command line, or the default.
    public var wrappedValue: Value { ParsedArgument.value(parsed) }

    /// How the option is spelled (`--quantity`), for messages.
    public var projectedValue: ArgumentSpelling { ArgumentSpelling(text: parsed?.spelling ?? "") }

    /// An option with a default, used when the command line does not give it.
    public init(
        wrappedValue: Value, name: NameSpecification = .long, help: ArgumentHelp? = nil, value type: ValueType<Value>
    ) {
        parsed = nil
        ArgumentDeclaration { property in
            .make(
                .option, property: property, names: name, help: help, type: type, required: false,
                defaultText: type.describe(wrappedValue), absent: wrappedValue, wrap: { $0 })
        }
    }

    /// An optional option: `nil` when not given; `absent` says what that means in help.
    public init<Wrapped: Sendable>(
        name: NameSpecification = .long, help: ArgumentHelp? = nil, absent: String? = nil,
        value type: ValueType<Wrapped>
    ) where Value == Wrapped? {
        parsed = nil
        ArgumentDeclaration { property in
            .make(
                .option, property: property, names: name, help: help, type: type, required: false,
                defaultText: absent ?? "none", absent: Wrapped?.none, wrap: { Optional($0) })
        }
    }

    /// An optional option declared `= nil`, as swift-argument-parser allows: the same as without it.
    public init<Wrapped: Sendable>(
        wrappedValue: _OptionalNilComparisonType, name: NameSpecification = .long, help: ArgumentHelp? = nil,
        absent: String? = nil, value type: ValueType<Wrapped>
    ) where Value == Wrapped? {
        self.init(name: name, help: help, absent: absent, value: type)
    }

    /// An option read by the property's type, as in swift-argument-parser: `@Option var name: String`
    /// is required, `String?` optional (`nil` when not given), `[String]` repeating and required.
    ///
    /// The type must be `ExpressibleByArgument` (or an optional or array of one); any other is a
    /// declaration problem (`CommandSet.problems`). One initializer serves the three shapes so that
    /// `@Option var name: String`, with nothing after the attribute, declares a property.
    public init(name: NameSpecification = .long, help: ArgumentHelp? = nil) {
        parsed = nil
        ArgumentDeclaration { property in
            ArgumentDefinition.inferred(.option, property: property, names: name, help: help, as: Value.self)
        }
    }

    /// A required option: the command line must give it.
    public init(name: NameSpecification = .long, help: ArgumentHelp? = nil, value type: ValueType<Value>) {
        parsed = nil
        ArgumentDeclaration { property in
            .make(
                .option, property: property, names: name, help: help, type: type, required: true, defaultText: nil,
                absent: Value?.none, wrap: { $0 })
        }
    }

    /// A repeating option with a default: every value given (`--tag a --tag b` is `["a", "b"]`), else the default.
    public init<Element: Sendable>(
        wrappedValue: [Element], name: NameSpecification = .long, help: ArgumentHelp? = nil,
        value type: ValueType<Element>
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
    public init<Element: Sendable>(
        name: NameSpecification = .long, help: ArgumentHelp? = nil, value type: ValueType<Element>
    )
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

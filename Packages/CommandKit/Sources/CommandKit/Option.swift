/// An option, `--name VALUE` or `--name=VALUE`, declared once as a property of a command.
///
/// ```swift
/// @Option(help: "how many", .int(in: 1...99)) var quantity = 1      // default 1
/// @Option(help: "only this category", .text("NAME")) var category: String?   // optional
/// @Option(help: "how to pay", .choice()) var method: Method            // required
/// ```
/// The name is the property's in kebab case (`pageSize` → `--page-size`) unless `name` is given.
@propertyWrapper
public struct Option<Value: Sendable>: Decodable, Sendable {
    let parsed: ParsedArgument<Value>?

    /// The value from the command line, or the default.
    public var wrappedValue: Value { ParsedArgument.value(parsed) }

    /// How the option is spelled (`--quantity`), for messages.
    public var projectedValue: ArgumentSpelling { ArgumentSpelling(text: parsed?.spelling ?? "") }

    /// An option with a default, used when the command line does not give it.
    public init(wrappedValue: Value, name: String? = nil, help: String, _ type: ValueType<Value>) {
        parsed = nil
        ArgumentDeclaration { property in
            .make(
                .option, property: property, name: name, help: help, type: type, required: false,
                defaultText: type.describe(wrappedValue), absent: wrappedValue, wrap: { $0 })
        }
    }

    /// An optional option: `nil` when not given; `absent` says what that means in help.
    public init<Wrapped: Sendable>(
        name: String? = nil, help: String, absent: String? = nil, _ type: ValueType<Wrapped>
    ) where Value == Wrapped? {
        parsed = nil
        ArgumentDeclaration { property in
            .make(
                .option, property: property, name: name, help: help, type: type, required: false,
                defaultText: absent ?? "none", absent: Wrapped?.none, wrap: { Optional($0) })
        }
    }

    /// A required option: the command line must give it.
    public init(name: String? = nil, help: String, _ type: ValueType<Value>) {
        parsed = nil
        ArgumentDeclaration { property in
            .make(
                .option, property: property, name: name, help: help, type: type, required: true, defaultText: nil,
                absent: Value?.none, wrap: { $0 })
        }
    }

    /// Decoded by `CommandSet.instantiate` from the parsed command line.
    public init(from decoder: any Decoder) throws {
        parsed = try ParsedArgument.decode(from: decoder)
    }

}

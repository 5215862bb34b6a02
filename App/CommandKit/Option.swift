/// An option, `--name VALUE` or `--name=VALUE`, declared once as a property of a command.
///
/// ```swift
/// @Option(help: "how many", .int(in: 1...99)) var quantity = 1      // default 1
/// @Option(help: "only this category", .text("NAME")) var category: String?   // optional
/// @Option(help: "how to pay", .choice()) var method: Method            // required
/// ```
/// The name is the property's in kebab case (`pageSize` → `--page-size`) unless `name` is given.
@propertyWrapper
public struct Option<Value: Sendable>: Decodable, Sendable, DeclaredArgument {
    let state: ArgumentState<Value>

    /// The value from the command line, or the default.
    public var wrappedValue: Value { state.value }

    /// How the option is spelled (`--quantity`), for messages.
    public var projectedValue: ArgumentSpelling { state.spelling }

    /// An option with a default, used when the command line does not give it.
    public init(wrappedValue: Value, name: String? = nil, help: String, _ type: ValueType<Value>) {
        state = .declared { property in
            .make(
                .option, property: property, name: name, help: help, type: type, required: false,
                defaultText: type.describe(wrappedValue), absent: wrappedValue, wrap: { $0 })
        }
    }

    /// An optional option: `nil` when not given; `absent` says what that means in help.
    public init<Wrapped: Sendable>(
        name: String? = nil, help: String, absent: String? = nil, _ type: ValueType<Wrapped>
    ) where Value == Wrapped? {
        state = .declared { property in
            .make(
                .option, property: property, name: name, help: help, type: type, required: false,
                defaultText: absent ?? "none", absent: Wrapped?.none, wrap: { Optional($0) })
        }
    }

    /// A required option: the command line must give it.
    public init(name: String? = nil, help: String, _ type: ValueType<Value>) {
        state = .declared { property in
            .make(
                .option, property: property, name: name, help: help, type: type, required: true, defaultText: nil,
                absent: Value?.none, wrap: { $0 })
        }
    }

    /// Decoded by `CommandSet.instantiate` from the parsed command line.
    public init(from decoder: any Decoder) throws { state = try ArgumentState(from: decoder) }

    func definition(property: String) -> ArgumentDefinition? {
        guard case .declared(let make) = state else { return nil }
        return make(property)
    }
}

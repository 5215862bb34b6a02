/// A positional argument, declared once as a property of a command; positions follow declaration order.
///
/// ```swift
/// @Argument(help: "the goods to add", value: .positive("ID")) var goodsID: Int   // <goods-id>, required
/// @Argument(help: "the files", value: .file()) var files: [String]              // <files>..., at least one
/// @Argument(help: "the command", value: .text("WORD")) var words: [String] = []  // [<words>...], any number
/// @Argument var names: [String] = []                                   // swift-argument-parser's spelling
/// ```
/// Without a `ValueType`, the property's type reads the word (`ExpressibleByArgument`).
@propertyWrapper
public struct Argument<Value: Sendable>: Decodable, Sendable {
    let parsed: ParsedArgument<Value>?

    /// The value from the command line.
    public var wrappedValue: Value { ParsedArgument.value(parsed) }

    /// How the argument is spelled (`<goods-id>`), for messages.
    public var projectedValue: ArgumentSpelling { ArgumentSpelling(text: parsed?.spelling ?? "") }

    /// A positional argument read by the property's type, as in swift-argument-parser:
    /// `@Argument var name: String` is required, `String?` optional, `[String]` every remaining word
    /// (at least one).
    ///
    /// The type must be `ExpressibleByArgument` (or an optional or array of one); any other is a
    /// declaration problem (`CommandSet.problems`). One initializer serves the three shapes so that
    /// `@Argument var name: String`, with nothing after the attribute, declares a property.
    public init(help: ArgumentHelp? = nil) {
        parsed = nil
        ArgumentDeclaration { property in
            ArgumentDefinition.inferred(.positional, property: property, help: help, as: Value.self)
        }
    }

    /// A required positional argument.
    public init(help: ArgumentHelp? = nil, value type: ValueType<Value>) {
        parsed = nil
        ArgumentDeclaration { property in
            .make(
                .positional, property: property, help: help, type: type, required: true,
                defaultText: nil, absent: Value?.none, wrap: { $0 })
        }
    }

    /// A positional argument with a default, used when the command line does not give it.
    public init(wrappedValue: Value, help: ArgumentHelp? = nil, value type: ValueType<Value>) {
        parsed = nil
        ArgumentDeclaration { property in
            .make(
                .positional, property: property, help: help, type: type, required: false,
                defaultText: type.describe(wrappedValue), absent: wrappedValue, wrap: { $0 })
        }
    }

    /// An optional positional argument: `nil` when not given.
    public init<Wrapped: Sendable>(help: ArgumentHelp? = nil, value type: ValueType<Wrapped>)
    where Value == Wrapped? {
        parsed = nil
        ArgumentDeclaration { property in
            .make(
                .positional, property: property, help: help, type: type, required: false,
                defaultText: nil, absent: Wrapped?.none, wrap: { Optional($0) })
        }
    }

    /// Every remaining positional word, at least one (as in swift-argument-parser: an array without a
    /// default must be given).
    public init<Element: Sendable>(help: ArgumentHelp? = nil, value type: ValueType<Element>)
    where Value == [Element] {
        parsed = nil
        ArgumentDeclaration { property in
            .make(
                .positional, property: property, help: help, type: type, required: true, variadic: true,
                defaultText: nil, absent: [Element]?.none, wrap: { [$0] },
                append: ArgumentDefinition.concatenate(Element.self))
        }
    }

    /// Every remaining positional word, any number (`= []`); the default when none is given.
    public init<Element: Sendable>(
        wrappedValue: [Element], help: ArgumentHelp? = nil, value type: ValueType<Element>
    ) where Value == [Element] {
        parsed = nil
        ArgumentDeclaration { property in
            .make(
                .positional, property: property, help: help, type: type, required: false, variadic: true,
                defaultText: wrappedValue.isEmpty ? nil : wrappedValue.map(type.describe).joined(separator: " "),
                absent: wrappedValue, wrap: { [$0] }, append: ArgumentDefinition.concatenate(Element.self))
        }
    }

    /// Decoded by `CommandSet.instantiate` from the parsed command line.
    public init(from decoder: any Decoder) throws {
        parsed = try ParsedArgument.decode(from: decoder)
    }

}

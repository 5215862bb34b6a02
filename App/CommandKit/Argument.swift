/// A positional argument, declared once as a property of a command; positions follow declaration order.
///
/// ```swift
/// @Argument(help: "the goods to add", .positive("ID")) var goodsID: Int   // <goods-id>, required
/// @Argument(help: "the command", .text("WORD")) var words: [String]       // <words>..., any number
/// ```
@propertyWrapper
public struct Argument<Value: Sendable>: Decodable, Sendable, DeclaredArgument {
    let state: ArgumentState<Value>

    /// The value from the command line.
    public var wrappedValue: Value { state.value }

    /// How the argument is spelled (`<goods-id>`), for messages.
    public var projectedValue: ArgumentSpelling { state.spelling }

    /// A required positional argument.
    public init(name: String? = nil, help: String, _ type: ValueType<Value>) {
        state = .declared { property in
            .make(
                .positional, property: property, name: name, help: help, type: type, required: true,
                defaultText: nil, absent: Value?.none, wrap: { $0 })
        }
    }

    /// An optional positional argument: `nil` when not given.
    public init<Wrapped: Sendable>(name: String? = nil, help: String, _ type: ValueType<Wrapped>)
    where Value == Wrapped? {
        state = .declared { property in
            .make(
                .positional, property: property, name: name, help: help, type: type, required: false,
                defaultText: nil, absent: Wrapped?.none, wrap: { Optional($0) })
        }
    }

    /// Every remaining positional word (none is fine).
    public init<Element: Sendable>(name: String? = nil, help: String, _ type: ValueType<Element>)
    where Value == [Element] {
        state = .declared { property in
            .make(
                .positional, property: property, name: name, help: help, type: type, required: false, variadic: true,
                defaultText: nil, absent: [Element](), wrap: { [$0] },
                append: { list, next in
                    ((list as? [Element]) ?? []) + ((next as? [Element]) ?? [])
                })
        }
    }

    /// Decoded by `CommandSet.instantiate` from the parsed command line.
    public init(from decoder: any Decoder) throws { state = try ArgumentState(from: decoder) }

    func definition(property: String) -> ArgumentDefinition? {
        guard case .declared(let make) = state else { return nil }
        return make(property)
    }
}

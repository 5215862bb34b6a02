/// What an `@Argument`, `@Option` or `@Flag` holds: its declaration until parsed, then its value.
enum ArgumentState<Value: Sendable>: Sendable {
    /// The declaration; the property name (known only by reflection) completes it.
    case declared(@Sendable (_ property: String) -> ArgumentDefinition)
    /// The value from the command line (or the default), and how the argument is spelled.
    case parsed(Value, spelling: String)

    /// The parsed value; reading a declaration is a programming error (a command used before parsing).
    var value: Value {
        guard case .parsed(let value, _) = self else {
            preconditionFailure("an argument was read before the command line was parsed (use CommandSet.instantiate)")
        }
        return value
    }

    /// The argument's spelling (`--quantity`), known once parsed.
    var spelling: ArgumentSpelling {
        if case .parsed(_, let spelling) = self { return ArgumentSpelling(text: spelling) }
        return ArgumentSpelling(text: "")
    }

    /// Reads the value `ArgumentsDecoder` hands a property.
    init(from decoder: any Decoder) throws {
        guard let slot = decoder as? ArgumentValueDecoder else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "arguments are decoded by CommandSet only"))
        }
        guard let value = slot.value as? Value else {
            throw DecodingError.typeMismatch(
                Value.self,
                .init(
                    codingPath: decoder.codingPath, debugDescription: "\(slot.spelling) holds \(type(of: slot.value))"))
        }
        self = .parsed(value, spelling: slot.spelling)
    }
}

/// A declared argument found by reflection on a command's properties.
protocol DeclaredArgument {
    /// Its definition, given the name of the property that declares it; `nil` once parsed.
    func definition(property: String) -> ArgumentDefinition?
}

/// How an argument is written on the command line, for messages: `"\($card)"` is `--card`.
public struct ArgumentSpelling: Sendable, Equatable, CustomStringConvertible {
    /// `--card` or `<order-id>`.
    public let text: String
    /// The spelling.
    public var description: String { text }
}

extension ArgumentDefinition {
    /// A definition whose values come from `type`, stored in the property as `wrap(value)`.
    static func make<T: Sendable, Value: Sendable>(
        _ kind: Kind, property: String, name: String?, help: String, type: ValueType<T>, required: Bool,
        variadic: Bool = false, defaultText: String?, absent: Value?, wrap: @escaping @Sendable (T) -> Value,
        append: (@Sendable (any Sendable, any Sendable) -> any Sendable)? = nil
    ) -> ArgumentDefinition {
        ArgumentDefinition(
            kind: kind, property: property, name: name ?? ArgumentName.kebab(property), valueName: type.name,
            help: help, isRequired: required, isVariadic: variadic, defaultText: defaultText,
            constraint: type.constraint, allowedValues: type.allowedValues, completion: type.completion,
            convert: { word in type.convert(word).map { wrap($0) as any Sendable } },
            absentValue: absent.map { $0 as any Sendable }, append: append)
    }
}

/// A flag, `--name`, declared once as a `Bool` property of a command; `false` unless given.
@propertyWrapper
public struct Flag: Decodable, Sendable {
    let parsed: ParsedArgument<Bool>?

    /// Whether the flag was given.
    public var wrappedValue: Bool { ParsedArgument.value(parsed) }

    /// How the flag is spelled (`--remote`), for messages.
    public var projectedValue: ArgumentSpelling { ArgumentSpelling(text: parsed?.spelling ?? "") }

    /// A flag; the name is the property's in kebab case (`passwordStdin` → `--password-stdin`) unless given.
    public init(wrappedValue: Bool = false, name: String? = nil, help: String) {
        parsed = nil
        ArgumentDeclaration { property in
            ArgumentDefinition(
                kind: .flag, property: property, name: name ?? ArgumentName.kebab(property), valueName: "",
                help: help, isRequired: false, isVariadic: false, defaultText: nil, constraint: nil,
                allowedValues: nil, completion: .none, convert: { _ in .success(true) }, absentValue: wrappedValue,
                append: nil)
        }
    }

    /// Decoded by `CommandSet.instantiate` from the parsed command line.
    public init(from decoder: any Decoder) throws {
        parsed = try ParsedArgument.decode(from: decoder)
    }

}

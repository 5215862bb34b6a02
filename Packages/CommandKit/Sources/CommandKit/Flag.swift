/// A flag, `--name`, declared once as a `Bool` property of a command; `false` unless given.
///
/// ```swift
/// @Flag(help: "only remote-callable actions") var remote: Bool              // --remote
/// @Flag(name: .shortAndLong, help: "say more") var verbose = false           // -v, --verbose
/// @Flag(inversion: .prefixedNo, help: "use the cache") var cache = true      // --cache, --no-cache
/// @Flag var verbose = false                                                  // swift-argument-parser's spelling
/// ```
/// As in swift-argument-parser: short flags group (`-vq` is `-v -q`), and of an inverted pair the
/// last one given wins.
@propertyWrapper
public struct Flag: Decodable, Sendable {
    let parsed: ParsedArgument<Bool>?

    /// Whether the flag was given (for an inverted flag: its last form, else the default).
    public var wrappedValue: Bool { ParsedArgument.value(parsed) }

    /// How the flag is spelled (`--remote`), for messages.
    public var projectedValue: ArgumentSpelling { ArgumentSpelling(text: parsed?.spelling ?? "") }

    /// A flag; the name is the property's in kebab case (`passwordStdin` → `--password-stdin`) unless given.
    public init(wrappedValue: Bool = false, name: NameSpecification = .long, help: ArgumentHelp? = nil) {
        parsed = nil
        ArgumentDeclaration { property in
            Self.definition(property: property, name: name, inversion: nil, initial: wrappedValue, help: help)
        }
    }

    /// A flag that is also turned off by name: `--cache` and `--no-cache` (`.prefixedNo`); `wrappedValue`
    /// when neither is given.
    public init(
        wrappedValue: Bool, name: NameSpecification = .long, inversion: FlagInversion, help: ArgumentHelp? = nil
    ) {
        parsed = nil
        ArgumentDeclaration { property in
            Self.definition(property: property, name: name, inversion: inversion, initial: wrappedValue, help: help)
        }
    }

    private static func definition(
        property: String, name: NameSpecification, inversion: FlagInversion?, initial: Bool, help: ArgumentHelp?
    ) -> ArgumentDefinition {
        let (long, short, problem) = name.resolve(for: property)
        var defaultText: String?
        if let inversion, let long {
            let names = inversion.names(for: long)
            defaultText = "--" + (initial ? names.on : names.off)
        }
        return ArgumentDefinition(
            kind: .flag, property: property, name: long ?? short.map { String($0) } ?? property, shortName: short,
            hasLongName: long != nil, inversion: inversion,
            nameProblem: problem ?? (inversion != nil && long == nil ? "is inverted but has no long name" : nil),
            valueName: "", help: help?.abstract ?? "", isRequired: false, isVariadic: false, defaultText: defaultText,
            constraint: nil, allowedValues: nil, completion: .none, convert: { _ in .success(true) },
            absentValue: initial, append: nil)
    }

    /// Decoded by `CommandSet.instantiate` from the parsed command line.
    public init(from decoder: any Decoder) throws {
        parsed = try ParsedArgument.decode(from: decoder)
    }

}

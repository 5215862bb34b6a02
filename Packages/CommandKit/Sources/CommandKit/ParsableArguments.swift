/// A type whose stored properties are all `@Argument`, `@Option` or `@Flag` declarations.
///
/// Conformers get `Decodable` synthesised; they never implement it. `init()` makes the declaring
/// instance that reflection reads the definitions from.
public protocol ParsableArguments: Decodable, Sendable {
    /// The instance holding the declarations (every property's wrapper, unparsed).
    init()

    /// Checks the values together once every one is read, as swift-argument-parser's `validate()` does:
    /// `CommandSet.instantiate` and `CommandSet.globals` call it and turn what it throws into a
    /// `UsageError` (its description, with the usage). Does nothing unless implemented.
    mutating func validate() throws
}

/// One command: its words and summary, and its arguments as properties, as in swift-argument-parser
/// (without `run()` and `main()`: a program's `CommandSet` reads the line and the program runs what
/// it names).
public protocol ParsableCommand: ParsableArguments {
    /// The command's words, summary, visibility and subcommands.
    static var configuration: CommandConfiguration { get }
}

extension ParsableCommand {
    /// As in swift-argument-parser: a command without a configuration is named after its type in
    /// kebab case (`GreetUser` → `greet-user`) and has no summary.
    public static var configuration: CommandConfiguration { CommandConfiguration() }

    /// The command's own word: its `commandName`, else its type's name in kebab case.
    static var commandWord: String {
        configuration.path.last ?? ArgumentName.kebab(String(describing: Self.self))
    }
}

extension ParsableArguments {
    /// Nothing to check beyond each value's own declaration.
    public mutating func validate() throws {}

    /// The declared arguments in declaration order (positionals keep that order on the command line).
    ///
    /// A stored property that is not a declaration is reported as a problem by `CommandSet.problems`.
    static func definitions() -> (definitions: [ArgumentDefinition], undeclared: [String]) {
        let declarations = DeclarationRecorder.record { _ = Self() }
        let keys = KeyOrderDecoder.keys(of: Self.self)
        var definitions: [ArgumentDefinition] = []
        var undeclared = keys.undeclared
        for (index, key) in keys.declared.enumerated() {
            guard index < declarations.count else {
                undeclared.append(key)
                continue
            }
            definitions.append(declarations[index].make(key))
        }
        return (definitions, undeclared)
    }
}

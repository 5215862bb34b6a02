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

/// One command: its words and summary, and its arguments as properties.
public protocol ParsableCommand: ParsableArguments {
    /// The command's words, summary and visibility.
    static var configuration: CommandConfiguration { get }
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

/// A command's words, summary and whether help and completion show it.
public struct CommandConfiguration: Sendable {
    /// The words after the program name, such as `["cart", "add"]`: a group and a subcommand, or one word.
    public let path: [String]
    /// One line for lists and the first paragraph of its help.
    public let summary: String
    /// More paragraphs for its help, if any.
    public let discussion: String?
    /// Whether help and completion leave it out (commands the program's own scripts run).
    public let isHidden: Bool

    /// A command named by `path`.
    public init(_ path: String..., summary: String, discussion: String? = nil, hidden: Bool = false) {
        self.path = path
        self.summary = summary
        self.discussion = discussion
        self.isHidden = hidden
    }
}

/// A group of commands (`cart` for `cart add`, `cart show`, …) and the line that describes it.
public struct CommandGroup: Sendable, Equatable {
    /// The group's word.
    public let name: String
    /// One line for lists and the group's help.
    public let summary: String

    /// A group named `name`.
    public init(_ name: String, summary: String) {
        self.name = name
        self.summary = summary
    }
}

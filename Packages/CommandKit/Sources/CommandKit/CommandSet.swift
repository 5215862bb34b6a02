/// Every command of one program, its groups and global options: the one source of parsing, help and completion.
///
/// `Command` is whatever the program keeps per command (usually its metatype); `CommandSet` reads
/// each command's declarations once, at creation.
public struct CommandSet<Command: Sendable>: Sendable {
    /// One command: what the program gave for it, its configuration and its declared arguments.
    public struct Entry: Sendable {
        /// The program's value for the command.
        public let command: Command
        /// The command's words, such as `["cart", "add"]`: its configuration's path, else (in
        /// swift-argument-parser's spelling) its parent's word and its own.
        public let path: [String]
        /// Words, summary, visibility.
        public let configuration: CommandConfiguration
        /// Positionals, options and flags, in declaration order (read from the type on first use).
        public var arguments: [ArgumentDefinition] { declarations.read().definitions }
        /// The program name, for usage lines.
        let program: String
        /// The declarations, read by reflection only when this command is parsed, helped or completed.
        let declarations: Declarations

        /// The positional arguments, in order.
        public var positionals: [ArgumentDefinition] { arguments.filter { $0.kind == .positional } }
        /// The options and flags, in declaration order.
        public var options: [ArgumentDefinition] { arguments.filter { $0.kind != .positional } }

        /// The usage words: `shop`, `cart`, `add`, `<goods-id>`, `[--quantity N]` (wrapping keeps each whole).
        public var usageElements: [String] {
            [program] + path + positionals.map(\.usage) + options.map(\.usage)
        }

        /// `shop cart add <goods-id> [--quantity N]` on one line.
        public var usage: String { usageElements.joined(separator: " ") }

        /// The option or flag a long word names (`--quantity`, `--no-cache`), and whether it is a flag's off form.
        func option(spelled spelling: String) -> (ArgumentDefinition, isOff: Bool)? {
            CommandSet.named(spelling, among: options)
        }

        /// The option or flag whose short name is `letter`.
        func option(short letter: Character) -> ArgumentDefinition? {
            options.first { $0.shortName == letter }
        }
    }

    /// The program's name, such as `shop`.
    public let program: String
    /// One line saying what the program is.
    public let summary: String
    /// The command families (first words with summaries), in the order help lists them.
    public let groups: [CommandFamily]
    /// Every command, in the order help lists them.
    public let entries: [Entry]
    /// Options every command accepts, wherever they appear on the line.
    public let globals: [ArgumentDefinition]
    /// Options refused with a message everywhere (such as a password in the arguments), by spelling.
    public let refusedOptions: [String: String]
    /// The hidden command's word that prints dynamic completions (`PROGRAM WORD KIND`), if any.
    public let completionCommand: String?
    /// What is wrong with the declarations (see `problems`).
    let declarationProblems: [String]

    /// `-h`/`--help` and `--version`, which every program built on this set understands.
    public static var builtInOptions: [ArgumentDefinition] {
        [
            builtIn("help", "help for the program or a command (same as: help <command>)"),
            builtIn("version", "the version, the toolchain it was built with and its schema versions"),
        ]
    }

    /// Reads every command's declarations.
    ///
    /// - Parameters:
    ///   - program: the program's name.
    ///   - summary: one line saying what it is.
    ///   - groups: the group words, each with a summary.
    ///   - globals: the type declaring the global options.
    ///   - commands: the program's value for each command, in help order.
    ///   - refusedOptions: options refused everywhere, with why and what to do instead.
    ///   - completionCommand: the hidden command's word that prints dynamic completions.
    ///   - type: the declaring type of each command.
    public init<Globals: ParsableArguments>(
        program: String, summary: String, groups: [CommandFamily], globals: Globals.Type, commands: [Command],
        refusedOptions: [String: String] = [:], completionCommand: String? = nil,
        type: (Command) -> any ParsableCommand.Type
    ) {
        self.program = program
        self.summary = summary
        self.refusedOptions = refusedOptions
        self.completionCommand = completionCommand
        var problems: [String] = []
        let (globalDefinitions, undeclaredGlobals) = Globals.definitions()
        problems += undeclaredGlobals.map { "\(Globals.self).\($0) is not an @Option or @Flag" }
        problems += globalDefinitions.filter { $0.kind == .positional }.map { "global \($0.spelling) is positional" }
        problems += globalDefinitions.compactMap { global in
            global.nameProblem.map { "global \(global.spelling) \($0)" }
        }
        problems += Self.shortNameProblems(globalDefinitions, owner: "the global options")
        self.globals = globalDefinitions
        var entries: [Entry] = []
        var allGroups = groups
        for command in commands {
            let commandType = type(command)
            let configuration = commandType.configuration
            let word = commandType.commandWord
            guard !configuration.subcommands.isEmpty else {
                entries.append(
                    Entry(
                        command: command, path: configuration.path.isEmpty ? [word] : configuration.path,
                        configuration: configuration, program: program, declarations: Declarations(commandType)))
                continue
            }
            problems += Self.groupProblems(commandType, word: word)
            if !allGroups.contains(where: { $0.name == word }) {
                allGroups.append(CommandFamily(word, summary: configuration.summary))
            }
            for subcommand in configuration.subcommands {
                guard let value = subcommand as? Command else {
                    problems.append("'\(word)': subcommand \(subcommand) is not a \(Command.self)")
                    continue
                }
                if !subcommand.configuration.subcommands.isEmpty {
                    problems.append("'\(word) \(subcommand.commandWord)' has subcommands: a group holds commands only")
                }
                entries.append(
                    Entry(
                        command: value, path: [word, subcommand.commandWord], configuration: subcommand.configuration,
                        program: program, declarations: Declarations(subcommand)))
            }
        }
        self.entries = entries
        self.groups = allGroups
        declarationProblems = problems
    }

    /// A set of one command, `type`, that the program `program` is: its arguments follow the
    /// program's name (what a type's static `parse(_:)` reads). It has no global options.
    init(program: String, standalone type: any ParsableArguments.Type, command: Command) {
        self.program = program
        self.summary = ""
        self.groups = []
        self.refusedOptions = [:]
        self.completionCommand = nil
        self.globals = []
        let configuration = (type as? any ParsableCommand.Type)?.configuration ?? CommandConfiguration()
        self.entries = [
            Entry(
                command: command, path: [], configuration: configuration, program: program,
                declarations: Declarations(type))
        ]
        declarationProblems = []
    }

    /// What is wrong with `type` as a group: a group takes no arguments of its own.
    private static func groupProblems(_ type: any ParsableCommand.Type, word: String) -> [String] {
        let declared = Declarations(type).read()
        return declared.definitions.map { "'\(word)' has subcommands, so it takes no \($0.spelling)" }
            + declared.undeclared.map { "\(type).\($0) is not an @Argument, @Option or @Flag" }
    }

    /// One command type's declarations, read the first time they are asked for.
    ///
    /// Reading them makes the declaring instance and walks its keys; a run parses one command, so
    /// only that one is read (help for the program needs none, completion scripts need all).
    final class Declarations: Sendable {
        let type: any ParsableArguments.Type
        private let cache = LockedValue<(definitions: [ArgumentDefinition], undeclared: [String])?>(nil)

        init(_ type: any ParsableArguments.Type) { self.type = type }

        func read() -> (definitions: [ArgumentDefinition], undeclared: [String]) {
            let type = self.type
            return cache.withLock { cached in
                if let cached { return cached }
                let found = reflectDefinitions(type)
                cached = found
                return found
            }
        }
    }

    private static func builtIn(_ name: String, _ help: String) -> ArgumentDefinition {
        ArgumentDefinition(
            kind: .flag, property: name, name: name, valueName: "", help: help, isRequired: false, isVariadic: false,
            defaultText: nil, constraint: nil, allowedValues: nil, completion: .none, convert: { _ in .success(true) },
            absentValue: false, append: nil)
    }

    /// The commands help and completion show.
    public var visibleEntries: [Entry] { entries.filter { !$0.configuration.isHidden } }

    /// The first words, in help order: groups and single-word commands.
    public var topWords: [String] {
        var seen: [String] = []
        for entry in visibleEntries where !seen.contains(entry.path[0]) { seen.append(entry.path[0]) }
        return seen
    }

    /// The commands of group `name`.
    public func subcommands(of name: String) -> [Entry] {
        visibleEntries.filter { $0.path.count == 2 && $0.path[0] == name }
    }

    /// The global option or flag a long word names, and whether it is a flag's off form.
    func global(spelled spelling: String) -> (ArgumentDefinition, isOff: Bool)? {
        Self.named(spelling, among: globals)
    }

    /// The global option or flag whose short name is `letter`.
    func globalShort(_ letter: Character) -> ArgumentDefinition? {
        globals.first { $0.shortName == letter }
    }

    /// The definition among `definitions` that the long word `spelling` names, and whether it is a flag's off form.
    static func named(_ spelling: String, among definitions: [ArgumentDefinition]) -> (
        ArgumentDefinition, isOff: Bool
    )? {
        guard spelling.hasPrefix("--") else { return nil }
        for definition in definitions {
            if definition.hasLongName && definition.spelling == spelling { return (definition, false) }
            if definition.offSpelling == spelling { return (definition, true) }
        }
        return nil
    }

    /// Every spelling that is global, built-ins included (`--home`, …, `--help`, `-h`, `--version`).
    var globalSpellings: [String] { globals.flatMap(\.spellings) + ["--help", "-h", "--version"] }

    /// What is wrong with the declarations: an undeclared property, a duplicate command or option, a
    /// command option that shadows a global one, a group without a summary or a summary without a group.
    /// Empty for a well-formed set; a test asserts it.
    public var problems: [String] {
        var problems = declarationProblems
        var paths = Set<[String]>()
        for entry in entries {
            problems += entry.declarations.read().undeclared.map {
                "\(entry.declarations.type).\($0) is not an @Argument, @Option or @Flag"
            }
            if !paths.insert(entry.path).inserted {
                problems.append("'\(entry.path.joined(separator: " "))' is declared twice")
            }
            if entry.path.isEmpty || entry.path.count > 2 {
                problems.append("'\(entry.path.joined(separator: " "))' must be one word or a group and a word")
            }
            let command = entry.path.joined(separator: " ")
            var names = Set<String>()
            for argument in entry.arguments where !names.insert(argument.name).inserted {
                problems.append("'\(command)' declares \(argument.spelling) twice")
            }
            for argument in entry.arguments {
                if let problem = argument.nameProblem {
                    problems.append("'\(command)': \(argument.spelling) \(problem)")
                }
            }
            for option in entry.options {
                for spelling in option.spellings
                where globalSpellings.contains(spelling) || refusedOptions[spelling] != nil {
                    problems.append("'\(command)' declares \(spelling), which is global or refused")
                }
            }
            problems += Self.shortNameProblems(entry.options + globals, owner: "'\(command)'")
            let positionals = entry.positionals
            if let variadic = positionals.firstIndex(where: \.isVariadic), variadic != positionals.count - 1 {
                problems.append("'\(entry.path.joined(separator: " "))': only the last positional may be variadic")
            }
            if let optional = positionals.firstIndex(where: { !$0.isRequired }),
                positionals[optional...].contains(where: \.isRequired)
            {
                problems.append("'\(entry.path.joined(separator: " "))': a required positional follows an optional one")
            }
        }
        let groupWords = Set(entries.filter { $0.path.count == 2 }.map { $0.path[0] })
        let single = Set(entries.filter { $0.path.count == 1 }.map { $0.path[0] })
        for word in groupWords.intersection(single).sorted() {
            problems.append("'\(word)' is both a command and a group")
        }
        let summarised = Set(groups.map(\.name))
        for word in groupWords.subtracting(summarised).sorted() { problems.append("group '\(word)' has no summary") }
        for word in summarised.subtracting(groupWords).sorted() { problems.append("group '\(word)' has no commands") }
        return problems
    }

    /// Short names used twice among `definitions`, and `-h`, which is help's.
    static func shortNameProblems(_ definitions: [ArgumentDefinition], owner: String) -> [String] {
        var problems: [String] = []
        var seen = Set<Character>()
        for definition in definitions {
            guard let short = definition.shortName else { continue }
            if short == "h" { problems.append("\(owner): \(definition.spelling) takes -h, which is help's") }
            if !seen.insert(short).inserted { problems.append("\(owner): -\(short) names two options") }
        }
        return problems
    }
}

/// The declarations of `type` (a generic function, so the existential metatype opens).
private func reflectDefinitions<T: ParsableArguments>(_ type: T.Type) -> (
    definitions: [ArgumentDefinition], undeclared: [String]
) {
    T.definitions()
}

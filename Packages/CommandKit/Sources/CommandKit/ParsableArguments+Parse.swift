#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ParsableArguments {
    /// The value `arguments` spell, as in swift-argument-parser: every word read, every value
    /// converted and checked (ranges, choices, required options and arguments), defaults filled in,
    /// then `validate()` run.
    ///
    /// `arguments` are the words after the program's name; `nil` reads the process's own. The type is
    /// the whole program here: a command's subcommands and a program's global options are read by a
    /// `CommandSet`, not by this.
    ///
    /// - Throws: `UsageError` saying what is wrong, with the usage (`.invalid`), or, for `-h` or
    ///   `--help` before any `--`, the help itself (`.helpRequested`).
    public static func parse(_ arguments: [String]? = nil) throws(UsageError) -> Self {
        let words = arguments ?? Array(CommandLine.arguments.dropFirst())
        let set = CommandSet(program: programWord, standalone: Self.self, command: 0)
        guard let entry = set.entries.first else { throw UsageError("\(Self.self) declares no command") }
        if words.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
            throw UsageError(set.help(.command(entry), width: helpWidth), kind: .helpRequested)
        }
        let (positionals, options, flags) = try set.readArguments(words, for: entry, help: false)
        let line = ParsedCommandLine<Int>(
            topic: .command(entry), wantsHelp: false, wantsVersion: false, positionals: positionals, options: options,
            flags: flags, globalOptions: [:], globalFlags: [])
        return try set.decode(
            Self.self, definitions: entry.arguments, positionals: line.positionals, options: line.options,
            flags: line.flags, usage: entry.usage)
    }

    /// The terminal's width for help (`COLUMNS`, else the terminal's, else 80).
    private static var helpWidth: Int {
        TerminalWidth.current(environment: getenv("COLUMNS").map { ["COLUMNS": String(cString: $0)] } ?? [:])
    }

    /// The word usage starts with: a command's name, else the program's file name.
    private static var programWord: String {
        if let command = Self.self as? any ParsableCommand.Type { return command.commandWord }
        let path = CommandLine.arguments.first ?? ""
        return path.split(separator: "/").last.map(String.init) ?? "program"
    }
}

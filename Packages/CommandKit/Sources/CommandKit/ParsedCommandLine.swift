/// A command line read against a `CommandSet`: which command, and its words as given.
///
/// Values are still text here; `CommandSet.instantiate` converts and validates them, so asking for
/// help on a command with a bad value still shows the help.
public struct ParsedCommandLine<Command: Sendable>: Sendable {
    /// What the line names.
    public enum Topic: Sendable {
        /// No command: the program alone (or only global options).
        case none
        /// A group alone (`shop cart`), to list its commands.
        case group(String)
        /// One command.
        case command(CommandSet<Command>.Entry)
    }

    /// The command, group or nothing.
    public let topic: Topic
    /// Whether `-h` or `--help` was given.
    public let wantsHelp: Bool
    /// Whether `--version` was given.
    public let wantsVersion: Bool
    /// The positional words, in order.
    public let positionals: [String]
    /// The command's options given, by spelling (`--quantity`: `["2"]`; `-n 2` is keyed `--count` when
    /// that is its long name): each value in the order given (more than one only for a repeating option).
    public let options: [String: [String]]
    /// The command's flags given, by spelling (`--all`); of an inverted flag, the form given last
    /// (`--cache` or `--no-cache`).
    public let flags: Set<String>
    /// The global options given, by spelling (`--home`: `["/tmp/h"]`).
    public let globalOptions: [String: [String]]
    /// The global flags given, by spelling (`--json`), as `flags`.
    public let globalFlags: Set<String>

    /// The command's entry, when the line names one.
    public var entry: CommandSet<Command>.Entry? {
        if case .command(let entry) = topic { return entry }
        return nil
    }

    /// The group alone, when the line names only a group.
    public var group: String? {
        if case .group(let name) = topic { return name }
        return nil
    }
}

import CommandKit

/// A `shop` command line as read, before anything runs: what `ShopCLI.run` would execute.
///
/// The parser's public face for tools that check it (the fuzz target under `Tools/Fuzz/ShopCLIFuzz`):
/// it names the command and its arguments without composing the shop.
public struct CommandLineReading: Sendable, Equatable {
    /// The command's words, such as `["cart", "add"]`; a group alone (`["cart"]`) when `isGroup`;
    /// empty for `shop` with no command (the status screen).
    public let command: [String]
    /// Whether only a group was named, so `shop` lists its subcommands.
    public let isGroup: Bool
    /// The positional arguments, in order.
    public let positionals: [String]
    /// The options given a value, by name, each value in the order given (`--quantity`: `["2"]`).
    public let options: [String: [String]]
    /// The flags given, by name (`--all`).
    public let flags: Set<String>
    /// Whether `--json` was given.
    public let json: Bool
    /// Whether `--help` or `-h` was given.
    public let help: Bool
    /// Whether `--version` was given.
    public let version: Bool
    /// The value of `--home`, if given.
    public let home: String?
    /// The value of `--dispatch-url`, if given.
    public let dispatchURL: String?

    init(_ line: ParsedCommandLine<RegisteredCommand>, globals: GlobalArguments) {
        command = line.entry?.path ?? line.group.map { [$0] } ?? []
        isGroup = line.group != nil
        positionals = line.positionals
        options = line.options
        flags = line.flags
        json = globals.json
        help = line.wantsHelp
        version = line.wantsVersion
        home = globals.home
        dispatchURL = globals.dispatchURL
    }
}

import CommandKit

/// A command a component declares: its arguments as `@Argument`, `@Option` and `@Flag` properties,
/// and what it does, calling components (its own included) only through their interfaces.
///
/// Its output, text and `--json`, is the component's; the app only prints it.
public protocol ComponentCommand: ParsableCommand {
    /// Runs the command; its properties hold the parsed, validated arguments.
    func run(_ context: CommandContext) async throws -> CommandOutput
}

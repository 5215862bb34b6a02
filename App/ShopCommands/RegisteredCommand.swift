import CommandKit
import ComponentCommands

/// A `shop` command that needs no composed shop: help, completion scripts, completion values.
protocol ToolCommand: ParsableCommand {
    /// Runs the command with what the command line and the process environment give.
    func run(_ tool: ToolContext) async throws -> CommandOutput
}

/// A command as the command set keeps it: how it runs.
enum RegisteredCommand: Sendable {
    /// Runs in the launched shop: a component's command, or one of the shell's own (`routes`, `open`, `doctor`).
    case shop(any ComponentCommand.Type)
    /// Runs without launching the shop.
    case tool(any ToolCommand.Type)
    /// Reads further commands from standard input in one launched shop (`shop interactive`).
    case session(any ParsableCommand.Type)

    /// The declaring type, for the command set.
    var type: any ParsableCommand.Type {
        switch self {
        case .shop(let type): return type
        case .tool(let type): return type
        case .session(let type): return type
        }
    }
}

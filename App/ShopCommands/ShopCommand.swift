import CommandKit

/// A `shop` command that runs in the composed shop: it calls components through the mediator.
///
/// Its arguments are its `@Argument`, `@Option` and `@Flag` properties, declared once; parsing,
/// help and completion all read them (see `CommandKit`).
protocol ShopCommand: ParsableCommand {
    /// Runs the command; its properties hold the parsed, validated arguments.
    func run(_ shop: ShopContext) async throws -> CommandOutput
}

/// A `shop` command that needs no composed shop: help, completion scripts, completion values.
protocol ToolCommand: ParsableCommand {
    /// Runs the command with what the command line and the process environment give.
    func run(_ tool: ToolContext) async throws -> CommandOutput
}

/// A command as the command set keeps it: how it runs.
enum RegisteredCommand: Sendable {
    /// Runs in the launched shop.
    case shop(any ShopCommand.Type)
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

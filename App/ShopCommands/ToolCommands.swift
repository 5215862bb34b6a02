import CommandKit
import ComponentCommands
import Mediator

/// `help`, `completion` and the hidden `__complete`: commands about the command line itself.
enum ToolCommands {
    static let all: [RegisteredCommand] = [.tool(Help.self), .tool(Completion.self), .tool(CompletionValues.self)]

    struct Help: ToolCommand {
        static let configuration = CommandConfiguration(
            "help", summary: "Help for a command or group (the same as: shop <command> --help)")

        @Argument(help: "a command or group, such as: cart add", value: .text("COMMAND", completion: .commands))
        var command: [String] = []

        func run(_ tool: ToolContext) async throws -> CommandOutput {
            let text = tool.commands.help(try tool.commands.helpTopic(command), width: tool.width)
            return CommandOutput(text: TerminalText(text), json: .string(text))
        }
    }

    struct Completion: ToolCommand {
        static let configuration = CommandConfiguration(
            "completion", summary: "Print a shell completion script (commands, options, values, goods ids)",
            discussion: """
                bash:  source <(shop completion bash)   or save it in ~/.local/share/bash-completion/completions/shop
                zsh:   shop completion zsh > "${fpath[1]}/_shop"   (then start a new shell)
                fish:  shop completion fish > ~/.config/fish/completions/shop.fish
                """)

        @Argument(help: "the shell to complete in", value: .choice())
        var shell: Shell

        func run(_ tool: ToolContext) async throws -> CommandOutput {
            let script = tool.commands.completionScript(for: shell)
            return CommandOutput(text: TerminalText(String(script.dropLast())), json: .string(script))
        }
    }

    /// Prints the values a completion script offers for one kind, one per line with a tab and a
    /// description. Reads the home as it is and prints nothing when it has no database yet, so
    /// pressing Tab never creates, seeds or tracks anything.
    struct CompletionValues: ToolCommand {
        static let configuration = CommandConfiguration(
            "__complete", summary: "Values for the completion scripts", hidden: true)

        @Argument(help: "what to list, such as goods-id", value: .text("KIND"))
        var kind: String

        func run(_ tool: ToolContext) async throws -> CommandOutput {
            guard let list = ShopCommands.completions[kind] else {
                let known = ShopCommands.completions.keys.sorted().joined(separator: ", ")
                throw CommandError.usage(
                    "no completion values of kind \(Quoted.prefix(of: kind)) (known: \(known))", usage: nil)
            }
            guard let mediator = try tool.existingShop() else { return CommandOutput(text: "", json: .array([])) }
            let rows = try list(ShopCommands.context(mediator))
            // Tabs or newlines inside a title would split a candidate; completion shows them as spaces.
            let lines = rows.map { "\($0.value)\t\(Self.oneLine($0.description))" }
            let candidates = rows
            return CommandOutput(
                text: TerminalText(lines.joined(separator: "\n")),
                json: .array(candidates.map { ["value": .string($0.value), "description": .string($0.description)] }))
        }

        static func oneLine(_ text: String) -> String {
            String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
        }
    }
}

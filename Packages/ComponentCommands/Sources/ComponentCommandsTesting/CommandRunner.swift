import CommandKit
import ComponentCommands
import Mediator

/// Runs the commands of a few catalogs on an argument list, as a small program would, and hands
/// back what it would print: a feature's Example executable and its in-process tests use it.
///
/// It understands one global flag, `--json`, and help for the program, a group or a command:
/// `--help`, `help WORDS`, or a group alone. Every value is checked before a command runs, and errors read
/// `PROGRAM: error: MESSAGE` (with a `usage:` line for a usage error) and exit by `CommandError`.
public struct CommandRunner: Sendable {
    /// What one run printed, and its exit code.
    public struct Outcome: Sendable, Equatable {
        /// The process exit code: 0, or a `CommandError`'s.
        public let exitCode: Int32
        /// Standard output: the command's text or `--json`, or help; each ends with a newline.
        public let standardOutput: String
        /// Standard error: the error line and usage, if any.
        public let standardError: String

        /// An outcome, such as the one a test expects.
        public init(exitCode: Int32, standardOutput: String, standardError: String) {
            self.exitCode = exitCode
            self.standardOutput = standardOutput
            self.standardError = standardError
        }
    }

    /// The runner's one global option.
    struct Globals: ParsableArguments {
        @Flag(help: "machine-readable output (never coloured)")
        var json: Bool
    }

    /// The program's commands, help and parsing.
    public let commands: CommandSet<any ComponentCommand.Type>
    private let context: @Sendable (_ usage: String) -> CommandContext
    private let width: Int
    private let colors: Bool

    /// A runner for the commands of `catalogs`, in their order.
    ///
    /// - Parameters:
    ///   - program: the name in usage lines and error messages, such as `GoodsExample`.
    ///   - width: the columns help is laid out for.
    ///   - colors: whether text output and errors keep their terminal styles.
    ///   - context: the context a command runs with, given its usage line.
    public init(
        program: String, summary: String, catalogs: [CommandCatalog], width: Int = 80, colors: Bool = false,
        context: @escaping @Sendable (_ usage: String) -> CommandContext
    ) {
        commands = CommandSet(
            program: program, summary: summary, groups: catalogs.flatMap(\.groups), globals: Globals.self,
            commands: catalogs.flatMap(\.commands), type: { $0 })
        self.context = context
        self.width = width
        self.colors = colors
    }

    /// Runs `arguments` (without the program name).
    public func run(_ arguments: [String]) async -> Outcome {
        let line: ParsedCommandLine<any ComponentCommand.Type>
        let json: Bool
        do {
            if arguments.first == "help" { return help(try commands.helpTopic(Array(arguments.dropFirst()))) }
            line = try commands.parse(arguments)
            json = try commands.globals(Globals.self, from: line).json
        } catch {
            return failed(CommandError.from(error))
        }
        if line.wantsVersion {
            return failed(.usage("\(commands.program) has no version: it runs a component alone", usage: nil))
        }
        guard let entry = line.entry, !line.wantsHelp else {
            return help(line.entry.map { .command($0) } ?? line.group.map { .group($0) } ?? .program)
        }
        do {
            let command = try commands.instantiate(entry.command, from: line)
            let output = try await command.run(context(entry.usage))
            let printed =
                json
                ? VisibleControls.escapedJSON(try output.json.prettyJSONText) + "\n"
                : output.text.isEmpty ? "" : render(output.text) + "\n"
            guard let failure = output.failure else {
                return Outcome(exitCode: 0, standardOutput: printed, standardError: "")
            }
            return failed(failure, standardOutput: printed)
        } catch {
            return failed(CommandError.from(error))
        }
    }

    private func help(_ topic: CommandSet<any ComponentCommand.Type>.HelpTopic) -> Outcome {
        Outcome(exitCode: 0, standardOutput: commands.help(topic, width: width) + "\n", standardError: "")
    }

    private func failed(_ error: CommandError, standardOutput: String = "") -> Outcome {
        var text: TerminalText = "\(commands.program): \(TerminalText("error:", style: .error)) \(error.description)"
        if case .usage(_, let usage?) = error { text = text + TerminalText("\nusage: \(usage)") }
        return Outcome(exitCode: error.exitCode, standardOutput: standardOutput, standardError: render(text) + "\n")
    }

    private func render(_ text: TerminalText) -> String {
        text.rendered(colors: colors)
    }
}

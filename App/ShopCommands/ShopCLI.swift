import CommandKit
import ComponentCommands
import Foundation
import Mediator

/// The `shop` command line: parses arguments, runs one command (or a session), prints, exits.
public struct ShopCLI: Sendable {
    let commands: CommandSet<RegisteredCommand>
    /// Launches the shop for one run; `true` for a session (its login kept in memory, see `ShopSession`).
    let makeEnvironment: @Sendable (GlobalOptions, Bool) async throws -> ShopEnvironment

    /// A CLI that composes the real shop for each run.
    public init() {
        self.init(makeEnvironment: { try await ShopEnvironment.launch($0, session: $1) })
    }

    init(makeEnvironment: @escaping @Sendable (GlobalOptions, Bool) async throws -> ShopEnvironment) {
        self.commands = ShopCommands.set
        self.makeEnvironment = makeEnvironment
    }

    /// Runs `arguments` (without the program name) and returns the process exit code.
    public func run(_ arguments: [String]) async -> Int32 {
        // A component whose commands cannot be read would otherwise look like an unknown command.
        if let failure = ShopCommands.catalogFailure { return report(failure) }
        let line: ParsedCommandLine<RegisteredCommand>
        let globals: GlobalOptions
        do {
            line = try commands.parse(arguments)
            globals = GlobalOptions(try commands.globals(GlobalArguments.self, from: line))
        } catch {
            return report(CommandError.from(error))
        }
        if line.wantsHelp || line.group != nil || line.wantsVersion {
            return show(line, globals: globals)
        }
        switch line.entry?.command {
        case .tool(let type)?:
            return await runTool(type, line, globals: globals)
        case .shop(let type)?:
            // Every value is checked before the shop launches: a bad command line touches nothing.
            let command: any ComponentCommand
            do {
                command = try commands.instantiate(type, from: line)
            } catch {
                return report(CommandError.from(error))
            }
            return await withEnvironment(globals) { environment in
                await execute(command, usage: line.entry?.usage ?? "", globals: globals, in: environment)
            }
        case .session?:
            return await withEnvironment(globals, session: true) { environment in
                await ShopSession(cli: self, environment: environment, globals: globals)
                    .run(input: InputLines.standard, prompt: isatty(STDIN_FILENO) == 1)
            }
        case nil:
            return await withEnvironment(globals) { environment in
                await printed(globals: globals) { try await ShopCommands.status(environment.mediator) }
            }
        }
    }

    /// Launches the shop, runs `body` in it, and shuts it down.
    private func withEnvironment(
        _ globals: GlobalOptions, session: Bool = false, _ body: (ShopEnvironment) async -> Int32
    ) async -> Int32 {
        let environment: ShopEnvironment
        do {
            environment = try await makeEnvironment(globals, session)
        } catch {
            return report(CommandError.from(error))
        }
        let code = await body(environment)
        await environment.terminate()
        return code
    }

    /// Help (for the program, a group or a command) or the version report.
    func show(_ line: ParsedCommandLine<RegisteredCommand>, globals: GlobalOptions) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        if line.wantsHelp || line.group != nil {
            let topic: CommandSet<RegisteredCommand>.HelpTopic =
                line.entry.map { .command($0) } ?? line.group.map { .group($0) } ?? .program
            ShopCommands.console.raw(commands.help(topic, width: TerminalWidth.current(environment: environment)))
            return 0
        }
        let output = ShopVersion.report(globals, environment: environment)
        return emit(output, json: globals.json)
    }

    func runTool(
        _ type: any ToolCommand.Type, _ line: ParsedCommandLine<RegisteredCommand>, globals: GlobalOptions
    ) async -> Int32 {
        let context = ToolContext(
            commands: commands, globals: globals, environment: ProcessInfo.processInfo.environment)
        return await printed(globals: globals) {
            let command = try commands.instantiate(type, from: line)
            return try await command.run(context)
        }
    }

    func execute(
        _ command: any ComponentCommand, usage: String, globals: GlobalOptions, in environment: ShopEnvironment
    )
        async -> Int32
    {
        let context = ShopCommands.context(environment.mediator, usage: usage)
        return await printed(globals: globals) { try await command.run(context) }
    }

    /// Runs `body` and prints its output (JSON with `--json`), or reports its error; the exit code.
    func printed(globals: GlobalOptions, _ body: () async throws -> CommandOutput) async -> Int32 {
        do {
            return emit(try await body(), json: globals.json)
        } catch {
            return report(CommandError.from(error))
        }
    }

    private func emit(_ output: CommandOutput, json: Bool) -> Int32 {
        if json {
            do {
                ShopCommands.console.json(try output.json.prettyJSONText)
            } catch {
                return report(CommandError.from(error))
            }
        } else if !output.text.isEmpty {
            ShopCommands.console.out(output.text)
        }
        return output.failure.map(report) ?? 0
    }

    /// Prints `error` as one line on stderr; its exit code.
    func report(_ error: CommandError) -> Int32 {
        ShopCommands.console.error(error)
        return error.exitCode
    }
}

import CommandKit
import Foundation
import Mediator

/// The `shop` command line: parses arguments, runs one command (or a session), prints, exits.
public struct ShopCLI: Sendable {
    let commands: CommandSet<RegisteredCommand>
    let makeEnvironment: @Sendable (GlobalOptions) async throws -> ShopEnvironment

    /// A CLI that composes the real shop for each run.
    public init() {
        self.init(makeEnvironment: { try await ShopEnvironment.launch($0) })
    }

    init(makeEnvironment: @escaping @Sendable (GlobalOptions) async throws -> ShopEnvironment) {
        self.commands = ShopCommands.set
        self.makeEnvironment = makeEnvironment
    }

    /// Runs `arguments` (without the program name) and returns the process exit code.
    public func run(_ arguments: [String]) async -> Int32 {
        let line: ParsedCommandLine<RegisteredCommand>
        let globals: GlobalOptions
        do {
            line = try commands.parse(arguments)
            globals = GlobalOptions(try commands.globals(GlobalArguments.self, from: line))
        } catch {
            return report(ShopError.from(error))
        }
        if line.wantsHelp || line.group != nil || line.wantsVersion {
            return show(line, globals: globals)
        }
        switch line.entry?.command {
        case .tool(let type)?:
            return await runTool(type, line, globals: globals)
        case .shop(let type)?:
            // Every value is checked before the shop launches: a bad command line touches nothing.
            let command: any ShopCommand
            do {
                command = try commands.instantiate(type, from: line)
            } catch {
                return report(ShopError.from(error))
            }
            return await withEnvironment(globals) { environment in
                await execute(command, usage: line.entry?.usage ?? "", globals: globals, in: environment)
            }
        case .session?:
            return await withEnvironment(globals) { await interactive($0, globals: globals) }
        case nil:
            return await withEnvironment(globals) { environment in
                await printed(globals: globals) { try await ShopCommands.status(environment.mediator) }
            }
        }
    }

    /// Launches the shop, runs `body` in it, and shuts it down.
    private func withEnvironment(_ globals: GlobalOptions, _ body: (ShopEnvironment) async -> Int32) async -> Int32 {
        let environment: ShopEnvironment
        do {
            environment = try await makeEnvironment(globals)
        } catch {
            return report(ShopError.from(error))
        }
        let code = await body(environment)
        await environment.terminate()
        return code
    }

    /// Help (for the program, a group or a command) or the version report.
    private func show(_ line: ParsedCommandLine<RegisteredCommand>, globals: GlobalOptions) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        if line.wantsHelp || line.group != nil {
            let topic: CommandSet<RegisteredCommand>.HelpTopic =
                line.entry.map { .command($0) } ?? line.group.map { .group($0) } ?? .program
            Console.raw(commands.help(topic, width: TerminalWidth.current(environment: environment)))
            return 0
        }
        let output = ShopVersion.report(globals, environment: environment)
        return emit(output, json: globals.json)
    }

    private func runTool(
        _ type: any ToolCommand.Type, _ line: ParsedCommandLine<RegisteredCommand>, globals: GlobalOptions
    ) async -> Int32 {
        let context = ToolContext(
            commands: commands, globals: globals, environment: ProcessInfo.processInfo.environment)
        return await printed(globals: globals) {
            let command = try commands.instantiate(type, from: line)
            return try await command.run(context)
        }
    }

    func execute(_ command: any ShopCommand, usage: String, globals: GlobalOptions, in environment: ShopEnvironment)
        async -> Int32
    {
        let context = ShopContext(mediator: environment.mediator, globals: globals, usage: usage)
        return await printed(globals: globals) { try await command.run(context) }
    }

    /// Runs `body` and prints its output (JSON with `--json`), or reports its error; the exit code.
    private func printed(globals: GlobalOptions, _ body: () async throws -> CommandOutput) async -> Int32 {
        do {
            return emit(try await body(), json: globals.json)
        } catch {
            return report(ShopError.from(error))
        }
    }

    private func emit(_ output: CommandOutput, json: Bool) -> Int32 {
        if json {
            Console.raw(output.json.prettyJSONText)
        } else if !output.text.isEmpty {
            Console.out(output.text)
        }
        return output.failure.map(report) ?? 0
    }

    /// Reads commands line by line from standard input until `exit`, `quit` or end of input.
    func interactive(_ environment: ShopEnvironment, globals: GlobalOptions) async -> Int32 {
        let prompt = isatty(STDIN_FILENO) == 1
        var last: Int32 = 0
        while true {
            if prompt {
                FileHandle.standardOutput.write(Data("shop> ".utf8))
            }
            guard let text = readLine() else { break }
            let words: [String]
            do {
                words = try LineSplitter.split(text)
            } catch {
                last = report(ShopError.from(error))
                continue
            }
            guard let first = words.first else { continue }
            if first == "exit" || first == "quit" { break }
            last = await sessionLine(words, in: environment, globals: globals)
        }
        return last
    }

    /// One line of `shop interactive`: the same commands, within the session's home and options.
    private func sessionLine(_ words: [String], in environment: ShopEnvironment, globals: GlobalOptions) async -> Int32
    {
        do {
            let line = try commands.parse(words)
            let given = try commands.globals(GlobalArguments.self, from: line)
            if given.home != nil || given.dispatchURL != nil {
                throw ShopError.usage(
                    "\(given.$home) and \(given.$dispatchURL) are set when the session starts", usage: nil)
            }
            let lineGlobals = GlobalOptions(
                home: globals.home, json: globals.json || given.json, dispatchURL: globals.dispatchURL)
            if line.wantsHelp || line.group != nil || line.wantsVersion {
                return show(line, globals: lineGlobals)
            }
            switch line.entry?.command {
            case .session?:
                throw ShopError.usage("already in interactive mode", usage: nil)
            case .tool(let type)?:
                return await runTool(type, line, globals: lineGlobals)
            case .shop(let type)?:
                guard let entry = line.entry, !StaffCommands.isOperatorCommand(entry.path) else {
                    throw ShopError.forbidden(
                        "'\(line.entry?.path.joined(separator: " ") ?? "")' is an operator command: run it from a shell, not in a session"
                    )
                }
                let command = try commands.instantiate(type, from: line)
                return await execute(command, usage: entry.usage, globals: lineGlobals, in: environment)
            case nil:
                return await printed(globals: lineGlobals) { try await ShopCommands.status(environment.mediator) }
            }
        } catch {
            return report(ShopError.from(error))
        }
    }

    private func report(_ error: ShopError) -> Int32 {
        Console.error(error)
        return error.exitCode
    }
}

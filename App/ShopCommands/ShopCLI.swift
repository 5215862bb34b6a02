import Foundation
import Mediator

/// The `shop` command line: parses arguments, runs one command (or a session), prints, exits.
public struct ShopCLI: Sendable {
    let parser: ShopParser
    let makeEnvironment: @Sendable (GlobalOptions) async throws -> ShopEnvironment

    /// A CLI that composes the real shop for each run.
    public init() {
        self.init(makeEnvironment: { try await ShopEnvironment.launch($0) })
    }

    init(makeEnvironment: @escaping @Sendable (GlobalOptions) async throws -> ShopEnvironment) {
        self.parser = ShopParser(specs: ShopCommands.all)
        self.makeEnvironment = makeEnvironment
    }

    /// Runs `arguments` (without the program name) and returns the process exit code.
    public func run(_ arguments: [String]) async -> Int32 {
        let parsed: ShopParser.Parsed
        do {
            parsed = try parser.parse(arguments)
        } catch {
            return report(ShopError.from(error))
        }
        if parsed.globals.help || parsed.group != nil {
            print(helpText(for: parsed))
            return 0
        }
        let environment: ShopEnvironment
        do {
            environment = try await makeEnvironment(parsed.globals)
        } catch {
            return report(ShopError.from(error))
        }
        let code: Int32
        if parsed.spec?.path == ["interactive"] {
            code = await interactive(environment, globals: parsed.globals)
        } else {
            code = await execute(parsed, in: environment)
        }
        await environment.terminate()
        return code
    }

    func execute(_ parsed: ShopParser.Parsed, in environment: ShopEnvironment) async -> Int32 {
        do {
            let output: CommandOutput
            if let spec = parsed.spec {
                let invocation = Invocation(
                    spec: spec, positionals: parsed.positionals, options: parsed.options, flags: parsed.flags,
                    mediator: environment.mediator, globals: parsed.globals)
                output = try await spec.run(invocation)
            } else {
                output = try await ShopCommands.status(environment.mediator, parser: parser)
            }
            let text = parsed.globals.json ? output.json.prettyJSONText : output.text
            if !text.isEmpty { print(text) }
            return output.failure.map(report) ?? 0
        } catch {
            return report(ShopError.from(error))
        }
    }

    /// Reads commands line by line from standard input until `exit`, `quit` or end of input.
    func interactive(_ environment: ShopEnvironment, globals: GlobalOptions) async -> Int32 {
        let prompt = isatty(STDIN_FILENO) == 1
        var last: Int32 = 0
        while true {
            if prompt {
                FileHandle.standardOutput.write(Data("shop> ".utf8))
            }
            guard let line = readLine() else { break }
            let words: [String]
            do {
                words = try LineSplitter.split(line)
            } catch {
                last = report(ShopError.from(error))
                continue
            }
            guard let first = words.first else { continue }
            if first == "exit" || first == "quit" { break }
            do {
                var parsed = try parser.parse(words)
                if parsed.globals.home != nil || parsed.globals.dispatchURL != nil {
                    throw ShopError.usage("--home and --dispatch-url are set when the session starts", usage: nil)
                }
                if parsed.spec?.path == ["interactive"] {
                    throw ShopError.usage("already in interactive mode", usage: nil)
                }
                if let spec = parsed.spec, StaffCommands.isOperatorCommand(spec) {
                    throw ShopError.forbidden(
                        "'\(spec.path.joined(separator: " "))' is an operator command: run it from a shell, not in a session"
                    )
                }
                if globals.json && !parsed.globals.json {
                    parsed = ShopParser.Parsed(
                        spec: parsed.spec, positionals: parsed.positionals, options: parsed.options,
                        flags: parsed.flags,
                        globals: globals, group: parsed.group)
                }
                if parsed.globals.help || parsed.group != nil {
                    print(helpText(for: parsed))
                    last = 0
                    continue
                }
                last = await execute(parsed, in: environment)
            } catch {
                last = report(ShopError.from(error))
            }
        }
        return last
    }

    func helpText(for parsed: ShopParser.Parsed) -> String {
        if let spec = parsed.spec { return spec.help }
        if let group = parsed.group {
            let subs = ShopCommands.all.filter { $0.path[0] == group }
            return
                (["usage: shop \(group) <command> [options]", ""]
                + subs.map { "  \($0.usage.padding(toLength: 52, withPad: " ", startingAt: 0)) \($0.summary)" })
                .joined(separator: "\n")
        }
        return ShopCommands.overview
    }

    private func report(_ error: ShopError) -> Int32 {
        var message = "shop: error: \(error.description)"
        if case .usage(_, let usage?) = error { message += "\nusage: \(usage)" }
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return error.exitCode
    }
}

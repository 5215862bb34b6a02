import CommandKit
import ComponentCommands
import Foundation
import Mediator

/// One `shop interactive` session: the surface a shop can hand its customers, and a boundary.
///
/// A session reads one command per line in one launched shop, with these limits whatever the home
/// holds:
/// - it starts logged out; a login inside it lives in memory for this session only (`logout` or the
///   end of the session ends it), and the home's own login, which shell commands use, is neither
///   read nor changed;
/// - the operator's commands (`staff`, `tracking`, `doctor`: they act on or read every account) and
///   the completion scripts' value lister are refused, exit 4;
/// - no option or argument may name a file or folder (exit 4), so a session writes nothing but the
///   home's database; `--home` and `--dispatch-url` are fixed when it starts;
/// - a line has at most `InputLines.maximumLineBytes` bytes of UTF-8; a longer one is dropped whole.
public final class ShopSession {
    /// What a line did to the session.
    public enum Step: Sendable, Equatable {
        /// The line ran (or was refused) with this exit code; the session goes on.
        case `continue`(exitCode: Int32)
        /// `exit` or `quit`: the session ends.
        case end
    }

    let cli: ShopCLI
    let environment: ShopEnvironment
    let globals: GlobalOptions

    init(cli: ShopCLI, environment: ShopEnvironment, globals: GlobalOptions) {
        self.cli = cli
        self.environment = environment
        self.globals = globals
    }

    /// Launches the shop in `home` for a session (logged out, whatever the home holds).
    ///
    /// - Throws: the error `shop interactive` would report at launch (a home that is not the shop's,
    ///   a database that cannot be opened).
    public static func start(home: String) async throws -> ShopSession {
        let globals = GlobalOptions(home: home)
        let cli = ShopCLI()
        return ShopSession(cli: cli, environment: try await cli.makeEnvironment(globals, true), globals: globals)
    }

    /// Shuts the session's shop down (flushes what it recorded).
    public func finish() async {
        await environment.terminate()
    }

    /// Runs one line, printing its output and errors as `shop interactive` does.
    public func perform(_ line: String) async -> Step {
        let words: [String]
        do {
            words = try LineSplitter.split(line)
        } catch {
            return .continue(exitCode: cli.report(CommandError.from(error)))
        }
        guard let first = words.first else { return .continue(exitCode: 0) }
        if first == "exit" || first == "quit" { return .end }
        return .continue(exitCode: await run(words))
    }

    /// Reads lines from `input` until `exit`, `quit` or end of input; the last line's exit code.
    func run(input: InputLines, prompt: Bool) async -> Int32 {
        var last: Int32 = 0
        while true {
            if prompt { FileHandle.standardOutput.write(Data("shop> ".utf8)) }
            guard let read = input.next() else { break }
            switch read {
            case .tooLong(let prefix, let byteCount):
                last = cli.report(
                    .usage(
                        "line ignored: it has \(byteCount) bytes, more than the \(InputLines.maximumLineBytes) a session line may have (it began \(Quoted.prefix(of: String(decoding: prefix, as: UTF8.self))))",
                        usage: nil))
            case .bytes(let bytes):
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    last = cli.report(.usage("line ignored: it is not valid UTF-8 text", usage: nil))
                    continue
                }
                switch await perform(text) {
                case .end: return last
                case .continue(let code): last = code
                }
            }
        }
        return last
    }

    /// One line's words: the same commands as a shell, within the session's limits.
    private func run(_ words: [String]) async -> Int32 {
        do {
            let line = try cli.commands.parse(words)
            let given = try cli.commands.globals(GlobalArguments.self, from: line)
            if given.home != nil || given.dispatchURL != nil {
                throw CommandError.usage(
                    "\(given.$home) and \(given.$dispatchURL) are set when the session starts", usage: nil)
            }
            let lineGlobals = GlobalOptions(
                home: globals.home, json: globals.json || given.json, dispatchURL: globals.dispatchURL)
            if line.wantsHelp || line.group != nil || line.wantsVersion {
                return cli.show(line, globals: lineGlobals)
            }
            if let entry = line.entry { try Self.checkAllowed(entry, line) }
            switch line.entry?.command {
            case .session?:
                throw CommandError.usage("already in interactive mode", usage: nil)
            case .tool(let type)?:
                return await cli.runTool(type, line, globals: lineGlobals)
            case .shop(let type)?:
                let command = try cli.commands.instantiate(type, from: line)
                return await cli.execute(
                    command, usage: line.entry?.usage ?? "", globals: lineGlobals, in: environment)
            case nil:
                return await cli.printed(globals: lineGlobals) { try await ShopCommands.status(environment.mediator) }
            }
        } catch {
            return cli.report(CommandError.from(error))
        }
    }

    /// Refuses, with exit 4, a command or argument a session may not use.
    static func checkAllowed(_ entry: CommandSet<RegisteredCommand>.Entry, _ line: ParsedCommandLine<RegisteredCommand>)
        throws
    {
        let name = entry.path.joined(separator: " ")
        if ShopCommands.operatorGroups.contains(entry.path[0]) {
            throw CommandError.forbidden("'\(name)' is an operator command: run it from a shell, not in a session")
        }
        if entry.configuration.isHidden {
            throw CommandError.forbidden("'\(name)' is for the shell's completion scripts, not for a session")
        }
        for (index, definition) in entry.positionals.enumerated()
        where index < line.positionals.count && names(aPath: definition) {
            throw CommandError.forbidden(
                "\(definition.spelling) names a file: a session writes no files, run '\(name)' from a shell")
        }
        for definition in entry.options where line.options[definition.spelling] != nil && names(aPath: definition) {
            throw CommandError.forbidden(
                "\(definition.spelling) names a file: a session writes no files, run '\(name)' from a shell")
        }
    }

    private static func names(aPath definition: ArgumentDefinition) -> Bool {
        definition.completion == .file || definition.completion == .directory
    }
}

import CommandKit
import ComponentCommands
import Foundation

/// Where a program writes: standard output for results, standard error for errors, warnings and
/// notices, each error and warning line prefixed with the program's name.
///
/// Colour follows `ColorPolicy` per stream: only on a terminal, never with `NO_COLOR` set, never when
/// piped. `--json` output never goes through the styles at all.
public struct Console: Sendable {
    /// The program's name, the first word of every error and warning line.
    public let program: String

    /// A console for `program`.
    public init(program: String) {
        self.program = program
    }

    /// The process environment the colour policy reads.
    var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// Prints `text` (and a newline) on standard output, coloured when standard output is a terminal.
    public func out(_ text: TerminalText) {
        print(text.rendered(colors: ColorPolicy.colors(for: STDOUT_FILENO, environment: environment)))
    }

    /// Prints `text` as it is (JSON, scripts) on standard output.
    public func raw(_ text: String) {
        print(text)
    }

    /// The most characters of an error message printed: messages quote input (`Quoted`), and this
    /// bounds any that quotes it whole, so a huge input is never printed back.
    public static let maximumMessageCharacters = 1_000

    /// `PROGRAM: error: MESSAGE` and the usage line, if any, on standard error.
    public func error(_ error: CommandError) {
        var message = error.description
        if message.utf8.count > Self.maximumMessageCharacters {
            let total = message.utf8.count
            message = "\(message.prefix(Self.maximumMessageCharacters / 2))… (message cut, \(total) bytes)"
        }
        var text: TerminalText = "\(program): \(TerminalText("error:", style: .error)) \(message)"
        if case .usage(_, let usage?) = error { text = text + TerminalText("\nusage: \(usage)") }
        write(text)
    }

    /// `PROGRAM: warning: MESSAGE` on standard error.
    public func warning(_ message: String) {
        write("\(program): \(TerminalText("warning:", style: .warning)) \(message)")
    }

    /// A line said on standard error as it is (it carries its own prefix).
    public func notice(_ line: String) {
        write(TerminalText(line))
    }

    private func write(_ text: TerminalText) {
        let colors = ColorPolicy.colors(for: STDERR_FILENO, environment: environment)
        FileHandle.standardError.write(Data((text.rendered(colors: colors) + "\n").utf8))
    }
}

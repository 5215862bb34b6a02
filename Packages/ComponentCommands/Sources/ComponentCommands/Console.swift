import CommandKit
import Foundation

/// Where a program writes: standard output for results, standard error for errors, warnings and
/// notices, each error and warning line prefixed with the program's name.
///
/// Colour follows `ColorPolicy` per stream: only on a terminal, never with `NO_COLOR` set, never when
/// piped. `--json` output never goes through the styles at all.
///
/// Everything written as text shows its controls visibly (`VisibleControls`, applied by
/// `TerminalText.rendered(colors:)`): a title, an error body or a link's parameter cannot drive the
/// terminal. JSON keeps its value exactly and escapes the same scalars as JSON does (`json(_:)`).
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

    /// Prints `text` as it is on standard output: the program's own text only (help), never content.
    public func raw(_ text: String) {
        print(text)
    }

    /// Prints JSON text on standard output, exact, with the scalars that could drive a terminal
    /// written as `\uXXXX` escapes (`VisibleControls.escapedJSON(_:)`): it decodes to the same value.
    public func json(_ text: String) {
        print(VisibleControls.escapedJSON(text))
    }

    /// The most UTF-8 bytes of an error message printed: messages quote input (`Quoted`), and this
    /// bounds any that quotes it whole, so a huge input is never printed back.
    public static let maximumMessageBytes = 1_000

    /// `PROGRAM: error: MESSAGE` and the usage line, if any, on standard error.
    public func error(_ error: CommandError) {
        var message = error.description
        if message.utf8.count > Self.maximumMessageBytes {
            message =
                "\(Self.bytePrefix(of: message, limit: Self.maximumMessageBytes / 2))… (message cut, \(message.utf8.count) bytes)"
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

    /// The longest prefix of `text` of whole scalars within `limit` UTF-8 bytes (a character may be
    /// any number of scalars, so a prefix of characters bounds nothing).
    static func bytePrefix(of text: String, limit: Int) -> Substring {
        let scalars = text.unicodeScalars
        var end = scalars.startIndex
        var bytes = 0
        while end < scalars.endIndex, bytes + UTF8.width(scalars[end]) <= limit {
            bytes += UTF8.width(scalars[end])
            end = scalars.index(after: end)
        }
        return Substring(scalars[..<end])
    }

    private func write(_ text: TerminalText) {
        let colors = ColorPolicy.colors(for: STDERR_FILENO, environment: environment)
        FileHandle.standardError.write(Data((text.rendered(colors: colors) + "\n").utf8))
    }
}

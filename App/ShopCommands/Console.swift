import CommandKit
import ComponentCommands
import Foundation

/// Where `shop` writes: standard output for results, standard error for errors, warnings and notices.
///
/// Colour follows `ColorPolicy` per stream: only on a terminal, never with `NO_COLOR` set, never when
/// piped. `--json` output never goes through the styles at all.
enum Console {
    /// The process environment the colour policy reads.
    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// Prints `text` (and a newline) on standard output, coloured when standard output is a terminal.
    static func out(_ text: TerminalText) {
        print(text.rendered(colors: ColorPolicy.colors(for: STDOUT_FILENO, environment: environment)))
    }

    /// Prints `text` as it is (JSON, scripts) on standard output.
    static func raw(_ text: String) {
        print(text)
    }

    /// The most characters of an error message printed: messages quote input (`Quoted`), and this
    /// bounds any that quotes it whole, so a huge input is never printed back.
    static let maximumMessageCharacters = 1_000

    /// `shop: error: MESSAGE` and the usage line, if any, on standard error.
    static func error(_ error: CommandError) {
        var message = error.description
        if message.utf8.count > maximumMessageCharacters {
            let total = message.utf8.count
            message = "\(message.prefix(maximumMessageCharacters / 2))… (message cut, \(total) bytes)"
        }
        var text: TerminalText = "shop: \(TerminalText("error:", style: .error)) \(message)"
        if case .usage(_, let usage?) = error { text = text + TerminalText("\nusage: \(usage)") }
        write(text)
    }

    /// `shop: warning: MESSAGE` on standard error.
    static func warning(_ message: String) {
        write("shop: \(TerminalText("warning:", style: .warning)) \(message)")
    }

    /// A line the shop says on standard error as it is (it carries its own `shop:` prefix).
    static func notice(_ line: String) {
        write(TerminalText(line))
    }

    private static func write(_ text: TerminalText) {
        let colors = ColorPolicy.colors(for: STDERR_FILENO, environment: environment)
        FileHandle.standardError.write(Data((text.rendered(colors: colors) + "\n").utf8))
    }
}

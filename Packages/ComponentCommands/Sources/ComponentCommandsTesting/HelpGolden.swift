import ComponentCommands
import Foundation

/// A component's help kept in a golden file: every group's and command's help, as its runner shows
/// it, so a change to what a command accepts or says shows in review.
public enum HelpGolden {
    /// Every group's and visible command's help, each after a `=== PROGRAM WORDS --help` line.
    public static func transcript(of runner: CommandRunner) async -> String {
        let commands = runner.commands
        var asked = commands.topWords.filter { !commands.subcommands(of: $0).isEmpty }.map { [$0] }
        asked += commands.visibleEntries.map(\.path)
        var sections: [String] = []
        for words in asked {
            let outcome = await runner.run(words + ["--help"])
            let text =
                outcome.exitCode == 0 ? outcome.standardOutput : "exit \(outcome.exitCode): \(outcome.standardError)"
            sections.append("=== \(commands.program) \(words.joined(separator: " ")) --help\n\(text)")
        }
        return sections.joined(separator: "\n")
    }

    /// Compares `actual` with the golden file at `url`; with `SHOP_UPDATE_GOLDEN=1` in the
    /// environment, rewrites the file instead.
    ///
    /// - Returns: `nil` when they agree; otherwise what differs (the first differing line), or that
    ///   the file was recorded (a recording run must not pass).
    public static func compare(_ actual: String, with url: URL) throws -> String? {
        if ProcessInfo.processInfo.environment["SHOP_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return "recorded \(url.path); run again without SHOP_UPDATE_GOLDEN"
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        guard
            let line = zip(a, e).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
                ?? (a.count == e.count ? nil : min(a.count, e.count))
        else { return nil }
        return "help differs from \(url.lastPathComponent) at line \(line + 1):\n"
            + "expected: \(line < e.count ? String(e[line]) : "<end>")\n"
            + "actual:   \(line < a.count ? String(a[line]) : "<end>")\n(SHOP_UPDATE_GOLDEN=1 to record)"
    }
}

import Foundation

/// The `doc-check` command: `coverage DIR...` and `snippets ARTICLE.md`.
///
/// It returns its output instead of printing, so tests drive it exactly like the executable.
public enum DocCheckCommand {
    /// What the command printed and its exit code.
    public struct Outcome: Equatable, Sendable {
        /// 0 success, 1 a check failed, 2 usage or I/O error.
        public var exitCode: Int32
        /// Text for standard output.
        public var standardOutput: String
        /// Text for standard error.
        public var standardError: String

        /// Creates an outcome.
        public init(exitCode: Int32, standardOutput: String, standardError: String) {
            self.exitCode = exitCode
            self.standardOutput = standardOutput
            self.standardError = standardError
        }
    }

    /// Runs the command with `arguments` (without the program name).
    public static func run(arguments: [String]) -> Outcome {
        do {
            switch arguments.first {
            case "coverage":
                return try coverage(Array(arguments.dropFirst()))
            case "snippets":
                return try snippets(Array(arguments.dropFirst()))
            case nil:
                throw DocCheckError.usage("missing subcommand")
            case let other?:
                throw DocCheckError.usage("unknown subcommand '\(other)'")
            }
        } catch {
            return Outcome(exitCode: 2, standardOutput: "", standardError: "doc-check: error: \(error)\n")
        }
    }

    /// `coverage DIR...`: every public symbol in the symbol graphs has a summary, or the list of those without.
    private static func coverage(_ directories: [String]) throws -> Outcome {
        guard !directories.isEmpty else { throw DocCheckError.usage("coverage needs a symbol graph directory") }
        let result = try SymbolCoverage.measure(directories: directories)
        guard result.symbolCount > 0 else {
            throw DocCheckError.usage("no public symbols in \(directories.joined(separator: ", "))")
        }
        guard !result.gaps.isEmpty else {
            return Outcome(
                exitCode: 0, standardOutput: "doc-check: \(result.symbolCount) public symbols, all documented\n",
                standardError: "")
        }
        var output = ""
        for gap in result.gaps {
            output +=
                "\(gap.location ?? gap.module): error: public \(gap.kind) \(gap.module).\(gap.path) has no doc comment\n"
        }
        output += "doc-check: \(result.gaps.count) of \(result.symbolCount) public symbols undocumented\n"
        return Outcome(exitCode: 1, standardOutput: output, standardError: "")
    }

    /// `snippets ARTICLE.md`: the article's Swift blocks as one source file on standard output.
    private static func snippets(_ arguments: [String]) throws -> Outcome {
        guard arguments.count == 1, let path = arguments.first else {
            throw DocCheckError.usage("snippets takes one article")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DocCheckError.io(path: path, reason: "cannot be read")
        }
        guard let (source, _) = SnippetExtractor.source(ofArticle: String(decoding: data, as: UTF8.self), path: path)
        else {
            return Outcome(exitCode: 0, standardOutput: "", standardError: "")
        }
        return Outcome(exitCode: 0, standardOutput: source, standardError: "")
    }
}

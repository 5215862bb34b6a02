import Foundation

/// The `doc-check` command: `coverage DIR...`, `snippets ARTICLE.md` and `references [ROOT]`.
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
            case "references":
                return try references(Array(arguments.dropFirst()))
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

    /// `references [ROOT]`: every document a tracked text file of the repository at ROOT (default:
    /// the current folder) cites exists, with the heading or section it names.
    private static func references(_ arguments: [String]) throws -> Outcome {
        guard arguments.count <= 1 else { throw DocCheckError.usage("references takes at most one folder") }
        let root = arguments.first ?? FileManager.default.currentDirectoryPath
        let files = try trackedFiles(root).filter(isText)
        let problems = ReferenceCheck.problems(
            in: files, root: root,
            read: { FileManager.default.contents(atPath: root + "/" + $0).map { String(decoding: $0, as: UTF8.self) } },
            exists: { FileManager.default.fileExists(atPath: root + "/" + $0) })
        guard !problems.isEmpty else {
            return Outcome(
                exitCode: 0, standardOutput: "doc-check: \(files.count) files, every cited document exists\n",
                standardError: "")
        }
        let output = problems.map { "\($0)\n" }.joined() + "doc-check: \(problems.count) references lead nowhere\n"
        return Outcome(exitCode: 1, standardOutput: output, standardError: "")
    }

    /// Whether `path` is text a reader follows references in: documents, sources, scripts, workflows.
    static func isText(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        let ext = (name as NSString).pathExtension
        if ["md", "swift", "yml", "yaml", "sh", "py"].contains(ext) { return true }
        // The repository's scripts have no extension.
        return ext.isEmpty && (path.hasPrefix("Tools/") || path.hasPrefix(".ci/")) && !path.contains("/Tests/")
    }

    /// The files git tracks under `root` (relative paths), or an I/O error naming what failed.
    private static func trackedFiles(_ root: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DocCheckError.io(path: root, reason: "git ls-files failed (is it a git repository?)")
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\0").map(String.init).filter {
            FileManager.default.fileExists(atPath: root + "/" + $0)
        }
    }
}

import Foundation

/// The `check-deps` command: parses arguments, runs the checker, and renders the outcome.
///
/// It returns its output instead of printing, so tests can drive it exactly like the executable.
public enum CheckDepsCommand {
    /// What the command printed and its exit code.
    public struct Outcome: Equatable, Sendable {
        /// 0 clean (warnings allowed), 1 error findings, 2 usage or configuration error.
        public var exitCode: Int32
        /// Text for standard output.
        public var standardOutput: String
        /// Text for standard error.
        public var standardError: String
    }

    /// Runs the command with `arguments` (without the program name), relative to `currentDirectory`.
    public static func run(arguments: [String], currentDirectory: String) -> Outcome {
        if arguments.first == "plan" {
            return TestPlanCommand.run(arguments: Array(arguments.dropFirst()), currentDirectory: currentDirectory)
        }
        // Decided before parsing, so even a refused argument list is reported as a workflow command.
        let github =
            !["init", "register", "sync", "explain"].contains(arguments.first)
            && (zip(arguments, arguments.dropFirst()).contains { $0 == ("--format", "github") }
                || arguments.contains("--format=github"))
        let diagnostics = Diagnostics(github: github)
        do {
            if let outcome = try runSubcommand(arguments, currentDirectory: currentDirectory) {
                return outcome
            }
            let options = try CommandOptions.parse(arguments)
            if options.help {
                return Outcome(exitCode: 0, standardOutput: CommandOptions.usage, standardError: "")
            }
            return try check(options, currentDirectory: currentDirectory, diagnostics: diagnostics)
        } catch {
            return Outcome(exitCode: 2, standardOutput: "", standardError: diagnostics.line(.error, "\(error)"))
        }
    }

    /// Lines for standard error: plain `check-deps: ...` text, or, under `--format github`, one
    /// workflow command each, escaped, so text from a manifest (SwiftPM's error output) can never
    /// start a command of its own.
    struct Diagnostics {
        /// How serious a line is.
        enum Level: String {
            case error, warning, notice
        }

        /// Whether lines are GitHub workflow commands.
        var github: Bool

        /// One line for `message`, ending in a newline.
        func line(_ level: Level, _ message: String) -> String {
            let prefix = level == .error ? "check-deps: error: " : "check-deps: "
            guard github else { return prefix + message + "\n" }
            let title = GitHubReporter.escapeProperty("check-deps")
            return "::\(level.rawValue) title=\(title)::" + GitHubReporter.escapeData(prefix + message) + "\n"
        }
    }

    private static func check(
        _ options: CommandOptions, currentDirectory: String, diagnostics: Diagnostics
    ) throws -> Outcome {
        let base = URL(fileURLWithPath: currentDirectory)
        let root = try CheckDepsCommand.rootDirectory(options.root, base: base)
        var standardError = ""
        let configURL = root.appendingPathComponent("architecture.json")
        var config: ArchitectureConfig?
        if FileManager.default.fileExists(atPath: configURL.path) {
            config = try ArchitectureConfig.load(from: configURL, displayPath: "architecture.json")
        } else {
            standardError += diagnostics.line(
                .notice,
                "no architecture.json in \(root.path); "
                    + "checking only R7 (cycles), R8 (imports, unused dependencies) and R11 (copies agree)")
        }

        let cacheDirectory: URL? =
            options.noCache
            ? nil
            : options.cacheDirectory.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
                ?? root.appendingPathComponent(".build/check-deps-cache")
        let loader = try ManifestLoader(cacheDirectory: cacheDirectory, manifestTimeout: options.manifestTimeout)
        var report = try Checker(root: root, config: config, loader: loader, exclude: options.exclude).run()
        for skipped in report.skippedPackages {
            standardError += diagnostics.line(
                .warning, "skipped \(skipped.path): its manifest does not load (\(skipped.reason))")
        }

        let baselineURL =
            options.baseline.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
            ?? root.appendingPathComponent(".check-deps-baseline.json")
        let baselineDisplay = RepoPath.relative(baselineURL.path, to: root.path)
        if options.writeBaseline {
            let baseline = Baseline(findings: report.findings)
            do {
                try baseline.encoded().write(to: baselineURL)
            } catch {
                throw CheckDepsError.io(path: baselineURL.path, reason: "cannot be written")
            }
            return Outcome(
                exitCode: 0,
                standardOutput: "check-deps: wrote \(baseline.entries.count) entries to \(baselineDisplay)\n",
                standardError: standardError)
        }
        if FileManager.default.fileExists(atPath: baselineURL.path) {
            let baseline = try Baseline.load(from: baselineURL, displayPath: baselineDisplay)
            report.findings = baseline.apply(to: report.findings, displayPath: baselineDisplay)
                .sorted(by: Finding.reportOrder)
        } else if options.baseline != nil {
            throw CheckDepsError.invalidConfiguration(path: baselineDisplay, reason: "does not exist")
        }

        let exitCode: Int32 = report.errorCount > 0 ? 1 : 0
        if let graph = options.graph {
            standardError += TextReporter.summaryLine(report) + "\n"
            let graphText = GraphRenderer.render(report, format: graph)
            return Outcome(exitCode: exitCode, standardOutput: graphText, standardError: standardError)
        }
        let output: String
        switch options.format {
        case .text: output = TextReporter.render(report)
        case .json: output = try JSONReporter.render(report)
        case .sarif: output = try SARIFReporter.render(report)
        case .github: output = GitHubReporter.render(report)
        }
        return Outcome(exitCode: exitCode, standardOutput: output, standardError: standardError)
    }
}

extension CheckDepsCommand {
    /// The directory `--root` names (the current directory without one), relative to `base`.
    ///
    /// - Throws: `CheckDepsError.usage` when it is not a directory.
    static func rootDirectory(_ option: String?, base: URL) throws -> URL {
        let root = URL(fileURLWithPath: option ?? ".", relativeTo: base).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CheckDepsError.usage("--root \(option ?? root.path) is not a directory")
        }
        return root
    }
}

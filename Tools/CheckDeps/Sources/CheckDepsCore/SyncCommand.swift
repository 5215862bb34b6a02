import Foundation

/// `check-deps sync`: regenerates every copy of a component's facts from the one place each is
/// written by hand (see `SyncPlan`), so adding a dependency is one edit of the package's own
/// manifest plus this command.
public enum SyncCommand {
    /// The help text of the subcommand.
    public static let usage = """
        USAGE: check-deps sync [--root DIR] [--check] [--dry-run] [--cache-dir DIR]

        Writes every copy of a fact from the place it is written by hand:
          - the app manifest's `libraries` table (the libraries it declares again by path, rule R11),
            from each package's own Package.swift: one entry per library target of each package
            architecture.json lists, in its order, with the dependencies that manifest declares;
          - the app manifest's `let components = [ … ]` and every app source list marked
            `// check-deps: registrations` (rule R10), from architecture.json's components, with
            their launch priority and remote flag.
        Only the text between each list's brackets changes. Writes every file or none. Refuses (exit 2,
        nothing written) when a list cannot be found or a package's manifest cannot be loaded.

        OPTIONS:
          --root DIR        Repository root (default: current directory).
          --check           Write nothing; exit 1 naming each file that sync would change, 0 when
                            every copy is current.
          --dry-run         Print the lines that would change; write nothing.
          --cache-dir DIR   Manifest cache (default: <root>/.build/check-deps-cache).
          -h, --help        Show this help.

        """

    private struct Options {
        var root: String?
        var cacheDirectory: String?
        var check = false
        var dryRun = false
        var help = false
    }

    /// Runs the subcommand with the arguments after `sync`.
    public static func run(_ arguments: [String], currentDirectory: String) throws -> CheckDepsCommand.Outcome {
        let options = try parse(arguments)
        if options.help {
            return CheckDepsCommand.Outcome(exitCode: 0, standardOutput: usage, standardError: "")
        }
        let base = URL(fileURLWithPath: currentDirectory)
        let root = try CheckDepsCommand.rootDirectory(options.root, base: base)
        let cache =
            options.cacheDirectory.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
            ?? root.appendingPathComponent(".build/check-deps-cache")
        let plan = try SyncPlan(root: root, loader: try ManifestLoader(cacheDirectory: cache))
        let changes = plan.changes
        let current = plan.files.map(\.path).joined(separator: ", ")
        guard !changes.isEmpty else {
            return CheckDepsCommand.Outcome(
                exitCode: 0, standardOutput: "check-deps sync: every copy is current (\(current))\n",
                standardError: "")
        }
        var output = ""
        if options.check {
            for file in changes {
                output +=
                    "check-deps sync: \(file.path) differs from what sync writes (\(file.lists.joined(separator: ", "))); "
                    + "run `Tools/check-deps sync`\n"
            }
            return CheckDepsCommand.Outcome(exitCode: 1, standardOutput: output, standardError: "")
        }
        output =
            "check-deps sync: \(options.dryRun ? "would update" : "updated") "
            + changes.map(\.path).joined(separator: ", ") + "\n"
        if options.dryRun {
            output += changes.map(\.diff).joined()
        } else {
            try RepositoryEdit.write(changes.map { ($0.url, $0.new) })
        }
        return CheckDepsCommand.Outcome(exitCode: 0, standardOutput: output, standardError: "")
    }

    private static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var scanner = OptionScanner(arguments, command: "sync")
        while let name = scanner.next() {
            switch name {
            case "--root": options.root = try scanner.value()
            case "--cache-dir": options.cacheDirectory = try scanner.value()
            case "--check": try scanner.flag(); options.check = true
            case "--dry-run": try scanner.flag(); options.dryRun = true
            case "--help", "-h": try scanner.flag(); options.help = true
            default:
                let argument = scanner.argument
                throw CheckDepsError.usage(
                    argument.hasPrefix("-")
                        ? "unknown option '\(argument)' for sync" : "unexpected argument '\(argument)' for sync")
            }
        }
        guard !(options.check && options.dryRun) else {
            throw CheckDepsError.usage("--check and --dry-run do not go together: --check already writes nothing")
        }
        return options
    }
}

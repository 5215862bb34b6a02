/// The parsed command line of `check-deps`.
public struct CommandOptions: Equatable, Sendable {
    /// Output formats for findings.
    public enum OutputFormat: String, Sendable {
        /// Compiler-style lines and a summary.
        case text
        /// Versioned JSON.
        case json
        /// A SARIF 2.1.0 log for code-scanning dashboards.
        case sarif
        /// GitHub Actions workflow-command annotations.
        case github
    }

    /// The repository root (`--root`), or nil for the current directory.
    public var root: String?
    /// The findings format (`--format`).
    public var format: OutputFormat = .text
    /// The graph format (`--graph`), or nil to print findings.
    public var graph: GraphRenderer.Format?
    /// The baseline file (`--baseline`), or nil for `.check-deps-baseline.json` at the root.
    public var baseline: String?
    /// Whether to write the baseline instead of checking against it (`--write-baseline`).
    public var writeBaseline = false
    /// Whether to bypass the manifest cache (`--no-cache`).
    public var noCache = false
    /// The manifest cache directory (`--cache-dir`), or nil for `<root>/.build/check-deps-cache`.
    public var cacheDirectory: String?
    /// Repo-relative path prefixes to skip (`--exclude`, repeatable), on top of `architecture.json`'s.
    public var exclude: [String] = []
    /// The deadline for one manifest in seconds (`--manifest-timeout`), or nil for
    /// `CHECK_DEPS_MANIFEST_TIMEOUT` or 120.
    public var manifestTimeout: Double?
    /// Whether to print help (`--help`).
    public var help = false

    /// Creates default options.
    public init() {}

    /// The help text.
    public static let usage = """
        USAGE: check-deps [--root DIR] [--format text|json|sarif|github] [--graph mermaid|dot]
                          [--baseline FILE] [--write-baseline] [--no-cache] [--cache-dir DIR] [--exclude PATH]...
                          [--manifest-timeout SECONDS]
               check-deps init [--root DIR] [--force] [--exclude PATH]...   (see check-deps init --help)
               check-deps explain [RULE]
               check-deps register NAME --layer LAYER [--remote] [--launch N] [--uses A,B] [--dry-run]
               check-deps sync [--root DIR] [--check] [--dry-run]
               check-deps plan ...   (plans a test run over the same graph; see check-deps plan --help)

        Checks a SwiftPM repository against architecture.json (rules R1-R11; see Tools/CheckDeps/README.md).
        Without architecture.json only R7 (cycles) and R8 (imports, unused dependencies) are checked.

        OPTIONS:
          --root DIR          Repository root (default: current directory).
          --format FORMAT     text (default), json, sarif (SARIF 2.1.0) or github (workflow annotations).
          --graph FORMAT      Print the package graph as mermaid or dot instead of findings.
          --baseline FILE     Accepted findings (default: .check-deps-baseline.json at the root).
          --write-baseline    Write all current findings to the baseline file and exit 0.
          --no-cache          Do not read or write the manifest cache.
          --cache-dir DIR     Manifest cache directory (default: <root>/.build/check-deps-cache).
          --exclude PATH      Skip packages under PATH (repeatable), e.g. a manifest that does not load.
          --manifest-timeout SECONDS
                              Stop a manifest that has not loaded after SECONDS (default 120, or
                              $CHECK_DEPS_MANIFEST_TIMEOUT): its whole process group is killed and the
                              run fails naming it. 120 s covers a cold manifest compile on a busy machine.
          -h, --help          Show this help.

        SUBCOMMANDS:
          init                Write a starting architecture.json and a baseline of today's findings.
          explain [RULE]      Why a rule exists, a bad and a good example, and how to fix it.
          register NAME       Add a component and its interface package to architecture.json and the
                              app's lists, keeping each file's layout (see check-deps register --help).
          sync                Write the app's copies (the libraries table, the components and
                              registration lists) from each package's manifest and architecture.json
                              (see check-deps sync --help).

        EXIT CODES: 0 no errors (warnings allowed), 1 error findings, 2 usage or configuration error.

        """

    /// Parses arguments (without the program name).
    public static func parse(_ arguments: [String]) throws -> CommandOptions {
        var options = CommandOptions()
        var scanner = OptionScanner(arguments)
        while let name = scanner.next() {
            let argument = scanner.argument
            switch name {
            case "--root":
                options.root = try scanner.value()
            case "--format":
                let raw = try scanner.value()
                guard let format = OutputFormat(rawValue: raw) else {
                    throw CheckDepsError.usage("unknown format '\(raw)' for --format (use text, json, sarif or github)")
                }
                options.format = format
            case "--graph":
                let raw = try scanner.value()
                guard let format = GraphRenderer.Format(rawValue: raw) else {
                    throw CheckDepsError.usage("unknown graph format '\(raw)' for --graph (use mermaid or dot)")
                }
                options.graph = format
            case "--baseline":
                options.baseline = try scanner.value()
            case "--cache-dir":
                options.cacheDirectory = try scanner.value()
            case "--exclude":
                options.exclude.append(try scanner.value())
            case "--manifest-timeout":
                options.manifestTimeout = try ManifestLoader.parseTimeout(
                    try scanner.value(), source: "--manifest-timeout")
            case "--write-baseline", "--no-cache", "--help", "-h":
                try scanner.flag()
                switch name {
                case "--write-baseline": options.writeBaseline = true
                case "--no-cache": options.noCache = true
                default: options.help = true
                }
            default:
                throw CheckDepsError.usage(
                    argument.hasPrefix("-") ? "unknown option '\(argument)'" : "unexpected argument '\(argument)'")
            }
        }
        return options
    }
}

/// The parsed command line of `check-deps plan` (and of its `record` and `junit` steps).
public struct TestPlanOptions: Equatable, Sendable {
    /// What the command does.
    public enum Step: String, Sendable {
        /// Print the plan.
        case plan
        /// Record a finished run's results in the test state.
        case record
        /// Merge a finished run's xUnit reports into one JUnit file.
        case junit
        /// Count the tests a `swift test` log says passed, failed and were skipped.
        case count
    }

    /// Plan output formats.
    public enum Format: String, Sendable {
        /// A table for people.
        case text
        /// The versioned JSON document, for CI systems.
        case json
        /// Tab-separated lines, for the test runner.
        case tsv
    }

    /// A follower unit: `NAME=PATH[,PATH]...`, tested when a package among the PATHs is, or when a
    /// file under one of the other PATHs changes.
    public struct Follower: Equatable, Sendable {
        /// The follower's name.
        public var name: String
        /// Repo-relative package directories, files or directories, in the order given.
        public var paths: [String]

        /// Creates a follower.
        public init(name: String, paths: [String]) {
            self.name = name
            self.paths = paths
        }
    }

    /// A tool package outside the graph: `DIR[=READS]`.
    public struct Tool: Equatable, Sendable {
        /// The repo-relative package directory.
        public var path: String
        /// What its suite reads (`repository` when not said).
        public var reads: TestUnit.Reads

        /// Creates a tool.
        public init(path: String, reads: TestUnit.Reads = .repository) {
            self.path = path
            self.reads = reads
        }
    }

    /// Which shard to plan: 1-based `index` of `count`.
    public struct Shard: Equatable, Sendable {
        /// 1-based index.
        public var index: Int
        /// Number of shards.
        public var count: Int
    }

    /// What to do.
    public var step = Step.plan
    /// The repository root (`--root`), or nil for the current directory.
    public var root: String?
    /// Whether to select by change since a base revision (`--affected`).
    public var affected = false
    /// The base revision for `--affected`, or nil for the merge base with `main`.
    public var base: String?
    /// Whether to skip units whose inputs match a recorded green run (`--cached`).
    public var cached = false
    /// The shard to plan (`--shard I/N`).
    public var shard: Shard?
    /// Unit names to consider (`--only A,B`), or nil for all.
    public var only: [String]?
    /// Tool packages outside the graph (`--tool DIR[=READS]`, repeatable).
    public var tools: [Tool] = []
    /// Follower units (`--follower NAME=PATH[,PATH]...`, repeatable).
    public var followers: [Follower] = []
    /// Extra root-file prefixes that affect everything (`--root-file PATH`, repeatable).
    public var rootFiles: [String] = []
    /// Text mixed into every input hash (`--salt`), e.g. a sanitizer mode.
    public var salt = ""
    /// The test state file (`--state`), or nil for `<root>/.build/test-plan/state.json`.
    public var state: String?
    /// The plan format (`--format`).
    public var format = Format.text
    /// The manifest cache directory (`--cache-dir`), or nil for the default.
    public var cacheDirectory: String?
    /// Whether to bypass the manifest cache (`--no-cache`).
    public var noCache = false
    /// The runner's results file (`--results`, for `record` and `junit`).
    public var results: String?
    /// The JUnit file to write (`--output`, for `junit`).
    public var output: String?
    /// The `swift test` log to count (`--log`, for `count`).
    public var log: String?
    /// JUnit reports of earlier runs to estimate durations from (`--durations FILE|DIR`, repeatable).
    public var durations: [String] = []
    /// Plan every shard of N and check that together they run each test once (`--partition N`).
    public var partition: Int?
    /// For `record`: keep the recorded durations as they are (`--hashes-only`), as sharded runs do so
    /// that every shard of a run plans from the same estimates.
    public var hashesOnly = false
    /// Whether to print help.
    public var help = false

    /// Creates default options.
    public init() {}

    /// The help text.
    public static let usage = """
        USAGE: check-deps plan [--root DIR] [--affected [BASE]] [--cached] [--shard I/N] [--only NAME,...]
                               [--tool DIR[=READS]]... [--follower NAME=PATH[,PATH]...]...
                               [--root-file PATH]... [--salt TEXT]
                               [--state FILE] [--durations FILE|DIR]... [--partition N]
                               [--format text|json|tsv] [--no-cache] [--cache-dir DIR]
               check-deps plan record --results FILE [--hashes-only] [--root DIR] [--state FILE]
               check-deps plan junit --results FILE --output FILE [--root DIR]
               check-deps plan count --log FILE

        Plans a test run over the package graph check-deps reads: which packages to test, in which
        order, why, and how long each should take. Used by Tools/test-all.

        OPTIONS:
          --affected [BASE]   Test only packages whose inputs changed since BASE (default: the merge
                              base of HEAD with main), and every package that depends on them.
          --cached            Skip packages whose input hash matches their last green run here.
          --shard I/N         Plan shard I of N (balanced by recorded durations). With N > 1 the
                              root package's suite is split by test class across the shards.
          --partition N       Plan every shard of N and check that together they test each unit,
                              and each test of a split suite, exactly once; print each shard's
                              estimate and the balance. Exit 1 when they do not.
          --durations PATH    JUnit reports of an earlier run (files, or directories of .xml files)
                              to estimate from, before the recorded durations.
          --only NAMES        Consider only these units (comma-separated names).
          --tool DIR[=READS]  A package outside the graph, tested by what its suite reads:
                              repository (the default): any change tests it;
                              structure: manifests, files that are not Swift, and of Swift
                                sources only imports, action declarations and target:/action:
                                calls, type declarations, test functions, check-deps comments and
                                the registration list; a body-only change does not test it;
                              own: only its own files (and the root files), like a package;
                              dependencies: its own files and the packages its manifest names
                                with .package(path:) (with theirs), like a package of the graph.
          --follower N=PATHS  A unit N (e.g. release=.) tested when a package among the comma-
                              separated PATHS is, or when a file under one of the other PATHS
                              (files or directories) changes, or a root file.
          --root-file PATH    Another root file or directory whose change affects everything
                              (always: architecture.json, .ci, Tools).
          --salt TEXT         Mixed into every input hash (e.g. a sanitizer mode).
          --state FILE        Test state (default: <root>/.build/test-plan/state.json).
          --format FORMAT     text (default), json or tsv.
          --no-cache, --cache-dir DIR   The manifest cache, as for check-deps.
          record              Record a run: durations of passing units; input hashes only when no
                              unit failed. --results is the runner's tab-separated results file;
                              --hashes-only leaves the durations alone (sharded runs).
          junit               Merge the run's xUnit reports into one JUnit XML file (--output).
          count               Print "executed passed failed skipped" for one swift test log
                              (XCTest's totals and Swift Testing's closing line).

        EXIT CODES: 0 done, 2 usage or configuration error.

        """

    /// Parses arguments after `plan`.
    public static func parse(_ arguments: [String]) throws -> TestPlanOptions {
        var options = TestPlanOptions()
        var scanner = OptionScanner(arguments)
        if let first = arguments.first, let step = Step(rawValue: first), step != .plan {
            options.step = step
            scanner = OptionScanner(arguments.dropFirst())
        }
        while let name = scanner.next() {
            let argument = scanner.argument
            switch name {
            case "--root": options.root = try scanner.value()
            case "--affected":
                options.affected = true
                if let base = scanner.optionalValue() { options.base = base }
            case "--shard": options.shard = try parseShard(try scanner.value())
            case "--only":
                options.only = try scanner.value().split(separator: ",").map(String.init).filter { !$0.isEmpty }
            case "--tool": options.tools.append(try parseTool(try scanner.value()))
            case "--follower":
                let raw = try scanner.value()
                let paths =
                    raw.firstIndex(of: "=").map {
                        raw[raw.index(after: $0)...].split(separator: ",", omittingEmptySubsequences: false)
                    } ?? []
                guard let equals = raw.firstIndex(of: "="), equals != raw.startIndex, !paths.isEmpty,
                    paths.allSatisfy({ !$0.isEmpty })
                else { throw CheckDepsError.usage("--follower takes NAME=PATH[,PATH]..., not '\(raw)'") }
                options.followers.append(
                    Follower(name: String(raw[..<equals]), paths: paths.map { RepoPath.normalize(String($0)) }))
            case "--root-file": options.rootFiles.append(try scanner.value())
            case "--salt": options.salt = try scanner.value()
            case "--state": options.state = try scanner.value()
            case "--format":
                let raw = try scanner.value()
                guard let format = Format(rawValue: raw) else {
                    throw CheckDepsError.usage("unknown format '\(raw)' for --format (use text, json or tsv)")
                }
                options.format = format
            case "--cache-dir": options.cacheDirectory = try scanner.value()
            case "--results": options.results = try scanner.value()
            case "--output": options.output = try scanner.value()
            case "--log": options.log = try scanner.value()
            case "--durations": options.durations.append(try scanner.value())
            case "--partition":
                let raw = try scanner.value()
                guard let count = Int(raw), (1...64).contains(count) else {
                    throw CheckDepsError.usage("--partition takes a shard count from 1 to 64, not '\(raw)'")
                }
                options.partition = count
            case "--cached", "--no-cache", "--hashes-only", "--help", "-h":
                try scanner.flag()
                switch name {
                case "--cached": options.cached = true
                case "--no-cache": options.noCache = true
                case "--hashes-only": options.hashesOnly = true
                default: options.help = true
                }
            default:
                throw CheckDepsError.usage(
                    argument.hasPrefix("-") ? "unknown option '\(argument)'" : "unexpected argument '\(argument)'")
            }
        }
        try options.validate()
        return options
    }

    private static func parseTool(_ raw: String) throws -> Tool {
        guard let equals = raw.lastIndex(of: "=") else { return Tool(path: raw) }
        let name = String(raw[raw.index(after: equals)...])
        guard equals != raw.startIndex, let reads = TestUnit.Reads(rawValue: name) else {
            let names = TestUnit.Reads.allCases.map(\.rawValue).joined(separator: ", ")
            throw CheckDepsError.usage("--tool takes DIR or DIR=READS (READS one of \(names)), not '\(raw)'")
        }
        return Tool(path: String(raw[..<equals]), reads: reads)
    }

    private static func parseShard(_ raw: String) throws -> Shard {
        let parts = raw.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else {
            throw CheckDepsError.usage("--shard takes I/N with 1 <= I <= N, not '\(raw)'")
        }
        return Shard(index: index, count: count)
    }

    private func validate() throws {
        guard !help else { return }
        switch step {
        case .plan:
            if partition != nil, shard != nil || cached {
                throw CheckDepsError.usage(
                    "--partition plans every shard from the selection: leave out --shard and --cached")
            }
        case .record:
            guard results != nil else { throw CheckDepsError.usage("plan record needs --results FILE") }
        case .junit:
            guard results != nil, output != nil else {
                throw CheckDepsError.usage("plan junit needs --results FILE and --output FILE")
            }
        case .count:
            guard log != nil else { throw CheckDepsError.usage("plan count needs --log FILE") }
        }
    }
}

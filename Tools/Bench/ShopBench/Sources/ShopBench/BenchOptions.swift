import BenchSupport
import Foundation

/// The command line of ShopBench.
struct BenchOptions {
    /// The repository root (holds the root Package.swift, App/ and Packages/).
    var repository: URL
    /// A prebuilt `shop` binary; when nil, the bench builds the real one in release.
    var shop: URL?
    /// Where generated packages and build products live; kept between runs so rebuilds are incremental.
    var work: URL
    /// Timed runs per scenario.
    var runs = 30
    /// Untimed runs per scenario before the timed ones.
    var warmups = 3
    /// How many generated targets the large variant links.
    var extraTargets = 200
    /// Processes per `_typeByName` probe (0 skips the probe).
    var probeRuns = 15
    /// Build a copy of the committed tree (HEAD) instead of the working tree.
    var head = false
    /// Extra compiler flags for every build (`-Xswiftc`), e.g. a workaround flag; empty by default.
    var swiftcFlags: [String] = []

    static let usage = """
        usage: ShopBench [--shop PATH] [--repo DIR] [--work DIR] [--runs N] [--warmups N] [--extra N] [--probe-runs N]
                         [--head] [--swiftc FLAG]...

          --shop PATH      time this shop binary instead of building the real one in release
          --repo DIR       repository root (default: found from this source file)
          --work DIR       generated package and build products, reused between runs
                           (default: $TMPDIR/ShopBench-work)
          --runs N         timed runs per scenario (default 30)
          --warmups N      untimed runs per scenario first (default 3)
          --extra N        generated targets in the large variant (default 200)
          --probe-runs N   processes per in-process _typeByName probe, 0 to skip (default 15)
          --head           build the committed tree (git archive HEAD, kept in the work folder) instead of
                           the working tree, which other people may be editing
          --swiftc FLAG    pass -Xswiftc FLAG to both release builds (repeatable); the table says so
        """

    /// The repository this source file lives in: Tools/Bench/ShopBench/Sources/ShopBench/<file>.
    static let sourceRepository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Parses `arguments` (without the program name); nil means help was asked for.
    static func parse(_ arguments: [String]) throws -> BenchOptions? {
        var options = BenchOptions(
            repository: sourceRepository,
            work: FileManager.default.temporaryDirectory.appendingPathComponent("ShopBench-work"))
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            if flag == "-h" || flag == "--help" { return nil }
            if flag == "--head" {
                options.head = true
                continue
            }
            guard let value = rest.popFirst() else { throw BenchError("\(flag) needs a value\n\(usage)") }
            switch flag {
            case "--shop": options.shop = URL(fileURLWithPath: value)
            case "--repo": options.repository = URL(fileURLWithPath: value)
            case "--work": options.work = URL(fileURLWithPath: value)
            case "--runs": options.runs = try count(value, flag, minimum: 3)
            case "--warmups": options.warmups = try count(value, flag, minimum: 0)
            case "--extra": options.extraTargets = try count(value, flag, minimum: 1)
            case "--probe-runs": options.probeRuns = try count(value, flag, minimum: 0)
            case "--swiftc": options.swiftcFlags.append(value)
            default: throw BenchError("unknown option '\(flag)'\n\(usage)")
            }
        }
        guard FileManager.default.fileExists(atPath: options.repository.appendingPathComponent("App/ShopCommands").path)
        else {
            throw BenchError("\(options.repository.path) is not the shop repository (no App/ShopCommands); pass --repo")
        }
        return options
    }

    private static func count(_ text: String, _ flag: String, minimum: Int) throws -> Int {
        guard let value = Int(text), value >= minimum else {
            throw BenchError("\(flag) wants a whole number >= \(minimum), got '\(text)'")
        }
        return value
    }
}

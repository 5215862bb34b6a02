import BenchSupport
import Foundation

/// The command line of StartupBench.
struct BenchOptions {
    /// A `shop` binary to time instead of (or besides) the one the bench builds, with its label.
    struct GivenShop {
        let label: String
        let binary: URL
    }

    /// The repository root (holds the root Package.swift, App/ and Packages/).
    var repository: URL
    /// Prebuilt `shop` binaries; when empty, the bench builds the real one in release.
    var shops: [GivenShop] = []
    /// Also build and time `shop` linked against the shared Swift runtime (the default release build).
    var dynamic = false
    /// Where build products and logs live; kept between runs so rebuilds are incremental.
    var work: URL
    /// Timed runs per scenario.
    var runs = 30
    /// Untimed runs per scenario before the timed ones.
    var warmups = 3
    /// Exit 1 when a goal is missed.
    var strict = false

    static let usage = """
        usage: StartupBench [--shop [LABEL=]PATH]... [--dynamic] [--repo DIR] [--work DIR] [--runs N] [--warmups N]
                            [--strict]

          --shop [LABEL=]PATH  time this shop binary instead of building the real one (repeatable, e.g.
                               --shop before=/tmp/old/shop --shop after=/tmp/new/shop); the table
                               names it LABEL (default: shop, shop-2, ...)
          --dynamic            also build shop without --static-swift-stdlib and time it as "shop-dynamic"
          --repo DIR           repository root (default: found from this source file)
          --work DIR           build products and logs, reused between runs (default: $TMPDIR/StartupBench-work)
          --runs N             timed runs per scenario (default 30)
          --warmups N          untimed runs per scenario first (default 3)
          --strict             exit 1 when a goal is missed
        """

    /// The repository this source file lives in: Tools/Bench/StartupBench/Sources/StartupBench/<file>.
    static let sourceRepository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Parses `arguments` (without the program name); nil means help was asked for.
    static func parse(_ arguments: [String]) throws -> BenchOptions? {
        var options = BenchOptions(
            repository: sourceRepository,
            work: FileManager.default.temporaryDirectory.appendingPathComponent("StartupBench-work"))
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            switch flag {
            case "-h", "--help": return nil
            case "--dynamic":
                options.dynamic = true
                continue
            case "--strict":
                options.strict = true
                continue
            default: break
            }
            guard let value = rest.popFirst() else { throw BenchError("\(flag) needs a value\n\(usage)") }
            switch flag {
            case "--shop": options.shops.append(try shop(value, index: options.shops.count))
            case "--repo": options.repository = URL(fileURLWithPath: value)
            case "--work": options.work = URL(fileURLWithPath: value)
            case "--runs": options.runs = try count(value, flag, minimum: 3)
            case "--warmups": options.warmups = try count(value, flag, minimum: 0)
            default: throw BenchError("unknown option '\(flag)'\n\(usage)")
            }
        }
        guard FileManager.default.fileExists(atPath: options.repository.appendingPathComponent("App/ShopCommands").path)
        else {
            throw BenchError("\(options.repository.path) is not the shop repository (no App/ShopCommands); pass --repo")
        }
        return options
    }

    private static func shop(_ text: String, index: Int) throws -> GivenShop {
        var label = index == 0 ? "shop" : "shop-\(index + 1)"
        var path = text
        if let equals = text.firstIndex(of: "="), !text[..<equals].contains("/") {
            label = String(text[..<equals])
            path = String(text[text.index(after: equals)...])
        }
        guard !label.isEmpty, FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchError("--shop \(text): no executable file at '\(path)'")
        }
        return GivenShop(label: label, binary: URL(fileURLWithPath: path))
    }

    private static func count(_ text: String, _ flag: String, minimum: Int) throws -> Int {
        guard let value = Int(text), value >= minimum else {
            throw BenchError("\(flag) wants a whole number >= \(minimum), got '\(text)'")
        }
        return value
    }
}

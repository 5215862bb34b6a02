// swift-tools-version: 6.0
import PackageDescription

/// StartupBench: what one `shop` command costs from spawn to exit (CPU, wall, shared libraries,
/// disk syncs), against hello-world programs built in the same run as floors.
///
/// It depends only on BenchSupport (child processes, statistics): it builds the real `shop` with `swift build` and the floors with
/// `swiftc`, then times the binaries as child processes.
let package = Package(
    name: "StartupBench",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "StartupBench", targets: ["StartupBench"])
    ],
    dependencies: [
        // What the process benchmarks share: spawning and timing a child, statistics, load.
        .package(path: "../BenchSupport")
    ],
    targets: [
        // Builds the binaries, times them interleaved, prints the table. Run: `StartupBench --help`.
        .executableTarget(name: "StartupBench", dependencies: [.product(name: "BenchSupport", package: "BenchSupport")])
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
import PackageDescription

/// ShopBench: wall time of whole `shop` processes, and launch cost against the number of linked targets.
///
/// It depends only on BenchSupport (child processes, statistics): it builds the real `shop` and a generated copy of the app (with and
/// without 200 extra linked targets) through `swift build`, then times the binaries as child processes.
let package = Package(
    name: "ShopBench",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "ShopBench", targets: ["ShopBench"])
    ],
    dependencies: [
        // What the process benchmarks share: spawning and timing a child, statistics, load.
        .package(path: "../BenchSupport")
    ],
    targets: [
        // Builds the binaries, times them interleaved, prints the table. Run: `ShopBench --help`.
        .executableTarget(name: "ShopBench", dependencies: [.product(name: "BenchSupport", package: "BenchSupport")])
    ],
    swiftLanguageModes: [.v6]
)

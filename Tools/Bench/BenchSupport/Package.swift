// swift-tools-version: 6.0
import PackageDescription

/// BenchSupport: what the process benchmarks (ShopBench, StartupBench) share: spawning and timing a
/// child, order statistics with a bootstrap interval, the machine's load, unbuffered output.
let package = Package(
    name: "BenchSupport",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "BenchSupport", targets: ["BenchSupport"])
    ],
    targets: [
        .target(name: "BenchSupport")
    ],
    swiftLanguageModes: [.v6]
)

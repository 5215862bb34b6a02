// swift-tools-version: 6.0
import PackageDescription

/// MediatorBench: the Mediator's dispatch cost against direct and protocol calls, in one release run,
/// and proof that runtime discovery survives a dead-stripped release build.
let package = Package(
    name: "MediatorBench",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "MediatorBench", targets: ["MediatorBench"])
    ],
    dependencies: [
        .package(path: "../../../Packages/Mediator")
    ],
    targets: [
        // A small component in its own module, found as `Catalog.Target_Catalog` like a real one.
        .target(name: "Catalog", dependencies: [.product(name: "Mediator", package: "Mediator")]),
        // 200 generated targets in one module (`generate-targets.sh`), found through `TargetNaming.singleModule`.
        .target(name: "BenchTargets", dependencies: [.product(name: "Mediator", package: "Mediator")]),
        // The benchmark: `swift run -c release MediatorBench [--check-discovery] [--quick]`.
        .executableTarget(
            name: "MediatorBench",
            dependencies: ["Catalog", "BenchTargets", .product(name: "Mediator", package: "Mediator")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

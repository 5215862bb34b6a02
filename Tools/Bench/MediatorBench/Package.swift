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
        .package(path: "../../../Packages/Mediator"),
        // A real wire type for the Codable bridge's round trip.
        .package(path: "../../../Packages/GoodsMediator"),
    ],
    targets: [
        // A small component in its own module, found as `Catalog.Target_Catalog` like a real one.
        .target(name: "Catalog", dependencies: [.product(name: "Mediator", package: "Mediator")]),
        // Writes the generated targets' source (run by the plugin below at build time, never checked in).
        .executableTarget(name: "TargetGenerator"),
        // Build-tool plugin: generates `BenchTargets`' 1,000 targets into the build directory.
        .plugin(name: "GenerateTargets", capability: .buildTool(), dependencies: ["TargetGenerator"]),
        // 1,000 generated targets in one module, found through `TargetNaming.singleModule("BenchTargets")`.
        .target(
            name: "BenchTargets", dependencies: [.product(name: "Mediator", package: "Mediator")],
            plugins: ["GenerateTargets"]),
        // The benchmark: `swift run -c release MediatorBench [--check-discovery] [--quick] [--strict]`.
        .executableTarget(
            name: "MediatorBench",
            dependencies: [
                "Catalog", "BenchTargets", .product(name: "Mediator", package: "Mediator"),
                .product(name: "GoodsMediator", package: "GoodsMediator"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

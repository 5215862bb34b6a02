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
        // A real wire type and the typed calls the app makes (`mediator.goods.show(id:)`).
        .package(path: "../../../Packages/GoodsMediator"),
        // The middleware the app installs: Tracking's (every call, over an in-memory database) and
        // Account's guards, so the typed rows also measure the path that ships.
        .package(path: "../../../Packages/Tracking"),
        .package(path: "../../../Packages/Storage"),
        .package(path: "../../../Packages/AccountMediator"),
    ],
    targets: [
        // A small component in its own module, found as `Catalog.Target_Catalog` like a real one.
        // Also a Goods target over an in-memory shelf, for the typed call `mediator.goods.show(id:)`.
        .target(
            name: "Catalog",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "GoodsMediator", package: "GoodsMediator"),
            ]),
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
                .product(name: "Tracking", package: "Tracking"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "AccountMediator", package: "AccountMediator"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

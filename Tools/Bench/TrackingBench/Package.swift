// swift-tools-version: 6.0
import PackageDescription

/// TrackingBench: the per-dispatch cost TrackingMiddleware adds to a cached local mediator call.
let package = Package(
    name: "TrackingBench",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "TrackingBench", targets: ["TrackingBench"])
    ],
    dependencies: [
        .package(path: "../../../Packages/Mediator"),
        .package(path: "../../../Packages/Storage"),
        .package(path: "../../../Packages/Tracking"),
    ],
    targets: [
        // A tiny component found by runtime lookup as `Ping.Target_Ping`: the call being measured.
        .target(name: "Ping", dependencies: [.product(name: "Mediator", package: "Mediator")]),
        // The benchmark: run it with `swift run -c release TrackingBench [calls] [rounds]`.
        .executableTarget(
            name: "TrackingBench",
            dependencies: [
                "Ping",
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "Tracking", package: "Tracking"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

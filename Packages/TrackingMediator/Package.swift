// swift-tools-version: 6.0
import PackageDescription

/// TrackingMediator: typed calls to the Tracking component through the Mediator, for its callers.
let package = Package(
    name: "TrackingMediator",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The only product: `mediator.tracking` calls and the caller-side `TrackingReport`.
        .library(name: "TrackingMediator", targets: ["TrackingMediator"])
    ],
    dependencies: [
        .package(path: "../Mediator")
    ],
    targets: [
        // Typed calls with Tracking's target/action strings, result decoding and error mapping.
        .target(name: "TrackingMediator", dependencies: [.product(name: "Mediator", package: "Mediator")]),
        .testTarget(
            name: "TrackingMediatorTests",
            dependencies: [
                "TrackingMediator", .product(name: "Mediator", package: "Mediator"),
                .product(name: "MediatorTesting", package: "Mediator"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

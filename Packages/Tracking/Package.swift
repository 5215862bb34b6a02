// swift-tools-version: 6.0
import PackageDescription

/// Tracking: the common business component that records events and every mediator dispatch.
let package = Package(
    name: "Tracking",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        // The only product: `TrackingFacade`, `TrackingMiddleware`, their value types and `Target_Tracking`.
        .library(name: "Tracking", targets: ["Tracking"])
    ],
    dependencies: [
        .package(path: "../Mediator"),
        .package(path: "../Storage"),
    ],
    targets: [
        // The Facade, the dispatch middleware, the record buffer, migrations and the Target-Action adapter.
        .target(
            name: "Tracking",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
            ]
        ),
        .testTarget(
            name: "TrackingTests",
            dependencies: [
                "Tracking",
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
import PackageDescription

/// Tracking: the common business component that records events and every mediator dispatch.
let package = Package(
    name: "Tracking",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The only product: `TrackingFacade`, `TrackingMiddleware`, their value types and `Target_Tracking`.
        .library(name: "Tracking", targets: ["Tracking"])
    ],
    dependencies: [
        .package(path: "../Mediator"),
        .package(path: "../Storage"),
        .package(path: "../TrackingMediator"),
        .package(path: "../CommandKit"),
        .package(path: "../ComponentCommands"),
    ],
    targets: [
        // The Facade, the dispatch middleware, the record buffer, migrations and the Target-Action adapter.
        .target(
            name: "Tracking",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                // Its own interface: the wire types and error codes callers see are declared there.
                .product(name: "TrackingMediator", package: "TrackingMediator"),
                // Its command-line screens, handed to the app by `Target_TrackingCommands`.
                .product(name: "CommandKit", package: "CommandKit"),
                .product(name: "ComponentCommands", package: "ComponentCommands"),
            ]
        ),
        .testTarget(
            name: "TrackingTests",
            dependencies: [
                .product(name: "ComponentCommands", package: "ComponentCommands"),
                .product(name: "ComponentCommandsTesting", package: "ComponentCommands"),
                "Tracking",
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "TrackingMediator", package: "TrackingMediator"),
            ],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

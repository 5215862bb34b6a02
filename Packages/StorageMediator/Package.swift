// swift-tools-version: 6.0
import PackageDescription

/// StorageMediator: the typed calls other components and the app use to reach Storage through the mediator.
let package = Package(
    name: "StorageMediator",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The only product: `mediator.storage` calls and their caller-side value types.
        .library(name: "StorageMediator", targets: ["StorageMediator"])
    ],
    dependencies: [
        .package(path: "../Mediator")
    ],
    targets: [
        // Typed calls and caller-side value types; depends on the Mediator core only (rule R4).
        .target(name: "StorageMediator", dependencies: [.product(name: "Mediator", package: "Mediator")]),
        .testTarget(
            name: "StorageMediatorTests",
            dependencies: [
                "StorageMediator", .product(name: "Mediator", package: "Mediator"),
                .product(name: "MediatorTesting", package: "Mediator"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

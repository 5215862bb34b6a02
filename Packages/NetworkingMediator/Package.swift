// swift-tools-version: 6.0
import PackageDescription

/// NetworkingMediator: the typed calls other components use to reach Networking through the mediator.
let package = Package(
    name: "NetworkingMediator",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The only product: `mediator.networking` calls and their caller-side value types.
        .library(name: "NetworkingMediator", targets: ["NetworkingMediator"])
    ],
    dependencies: [
        .package(path: "../Mediator")
    ],
    targets: [
        // Typed calls and caller-side value types; depends on the Mediator core only (rule R4).
        .target(name: "NetworkingMediator", dependencies: [.product(name: "Mediator", package: "Mediator")]),
        .testTarget(
            name: "NetworkingMediatorTests",
            dependencies: [
                "NetworkingMediator", .product(name: "Mediator", package: "Mediator"),
                .product(name: "MediatorTesting", package: "Mediator"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

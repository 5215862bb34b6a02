// swift-tools-version: 6.0
import PackageDescription

/// CartMediator: the typed calls other components use to reach Cart through the mediator.
let package = Package(
    name: "CartMediator",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The only product: `mediator.cart` calls and their caller-side value types.
        .library(name: "CartMediator", targets: ["CartMediator"])
    ],
    dependencies: [
        .package(path: "../Mediator")
    ],
    targets: [
        // Typed calls and caller-side value types; depends on the Mediator core only (rule R4).
        .target(name: "CartMediator", dependencies: [.product(name: "Mediator", package: "Mediator")]),
        .testTarget(
            name: "CartMediatorTests",
            dependencies: [
                "CartMediator", .product(name: "Mediator", package: "Mediator"),
                .product(name: "MediatorTesting", package: "Mediator"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

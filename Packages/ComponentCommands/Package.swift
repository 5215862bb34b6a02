// swift-tools-version: 6.0
import PackageDescription

/// ComponentCommands: how a component hands its commands (its screens) to the app that runs them.
/// A core kit on the Mediator and CommandKit; it knows no component and no app.
let package = Package(
    name: "ComponentCommands",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The only product: `ComponentCommand`, `CommandContext`, `CommandOutput`, `CommandError`,
        // `CommandCatalog` and `Money`.
        .library(name: "ComponentCommands", targets: ["ComponentCommands"])
    ],
    dependencies: [
        .package(path: "../Mediator"),
        .package(path: "../CommandKit"),
    ],
    targets: [
        .target(
            name: "ComponentCommands",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "CommandKit", package: "CommandKit"),
            ]),
        .testTarget(
            name: "ComponentCommandsTests",
            dependencies: [
                "ComponentCommands",
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "CommandKit", package: "CommandKit"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

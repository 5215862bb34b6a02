// swift-tools-version: 6.0
import PackageDescription

/// ComponentCommands: how a component hands its commands (its screens) to the app that runs them.
/// A core kit on the Mediator and CommandKit; it knows no component and no app.
let package = Package(
    name: "ComponentCommands",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // What a component and the app link: `ComponentCommand`, `CommandContext`, `CommandOutput`,
        // `CommandError`, `CommandCatalog`, `HealthCheck`, `Console` and `Money`.
        .library(name: "ComponentCommands", targets: ["ComponentCommands"]),
        // Test support only, never linked by production code (rule R6): `CommandRunner` (a few catalogs
        // run as a small program), `HelpGolden` (help kept in a golden file, rewritten with
        // `SHOP_UPDATE_GOLDEN=1`), and `ExampleShop`/`ExampleProgram` (a feature's Example executable).
        .library(name: "ComponentCommandsTesting", targets: ["ComponentCommandsTesting"]),
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
        // Test support (see the product above): for tests and example executables only.
        .target(
            name: "ComponentCommandsTesting",
            dependencies: [
                "ComponentCommands",
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "CommandKit", package: "CommandKit"),
            ]),
        .testTarget(
            name: "ComponentCommandsTests",
            dependencies: [
                "ComponentCommands",
                "ComponentCommandsTesting",
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "CommandKit", package: "CommandKit"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

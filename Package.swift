// swift-tools-version: 6.0
import PackageDescription

// The app layer: the `shop` executable composes every component; the end-to-end and contract tests
// live here too. Each component is its own package under Packages/ (see architecture.json).

/// Business and base components, linked into `shop` so the mediator can find their targets by name.
/// The app never imports them (rule R6); it calls them through their extension packages.
/// architecture.json is the registry; check-deps rule R10 fails when this list differs from its components.
let components = [
    "Networking",
    "Storage",
    "Account",
    "Tracking",
    "Payment",
    "Cart",
    "Goods",
    "Order",
    "Member",
]

/// The components only linked, never imported (the base ones come in through ShopCommands).
let businessComponents = components.filter { $0 != "Networking" && $0 != "Storage" }

/// The core and the base Facades the app builds.
let foundation: [Target.Dependency] = [
    .product(name: "Mediator", package: "Mediator"),
    .product(name: "Storage", package: "Storage"),
    .product(name: "Networking", package: "Networking"),
]

/// Every extension package (the contract tests call them all).
let interfaces: [Target.Dependency] = components.map { .product(name: "\($0)Mediator", package: "\($0)Mediator") }

/// What the shell itself calls: the session (Account), the status line (Cart), `doctor`'s database
/// lines (Storage). Every other command, and every other health check, is a component's own.
let shellInterfaces: [Target.Dependency] = ["Account", "Cart", "Storage"].map {
    .product(name: "\($0)Mediator", package: "\($0)Mediator")
}

let package = Package(
    name: "shop",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "shop", targets: ["shop"]),
        // The command layer, for Tools/Fuzz/ShopCLIFuzz only (it reads command lines through `ShopCLI.read`).
        .library(name: "ShopCommands", targets: ["ShopCommands"]),
    ],
    dependencies: (["Mediator", "CommandKit", "ComponentCommands"] + components + components.map { "\($0)Mediator" })
        .map {
            .package(path: "Packages/\($0)")
        },
    targets: [
        // Wiring only: main.swift runs ShopCLI; the component products are linked, not imported.
        .executableTarget(
            name: "shop",
            dependencies: ["ShopCommands"] + businessComponents.map { .product(name: $0, package: $0) },
            path: "App/Shop"),
        // The shell: the composition root, global options, help, completion, the session, `routes`,
        // `open` and `doctor`. Each component's commands are its own (Packages/*/Sources/*/Commands).
        .target(
            name: "ShopCommands",
            dependencies: foundation + shellInterfaces + [
                .product(name: "CommandKit", package: "CommandKit"),
                .product(name: "ComponentCommands", package: "ComponentCommands"),
            ],
            path: "App/ShopCommands"),

        // Parser and output unit tests.
        .testTarget(
            name: "ShopCommandsTests",
            dependencies: [
                "ShopCommands", .product(name: "CommandKit", package: "CommandKit"),
            ],
            path: "Tests/ShopCommandsTests",
            exclude: ["Golden"]),
        // Round trip of every extension-package call against the real component targets.
        .testTarget(
            name: "ContractTests",
            dependencies: foundation + interfaces + businessComponents.map { .product(name: $0, package: $0) },
            path: "Tests/ContractTests"),
        // End to end: the real `shop` binary in a temporary home.
        // It runs the binary (never imports it): the dependency makes SwiftPM build `shop` first.
        .testTarget(
            name: "ShopTests",
            dependencies: ["shop"],  // check-deps:ignore R8: builds the binary the tests run
            path: "Tests/ShopTests"),
    ],
    swiftLanguageModes: [.v6]
)

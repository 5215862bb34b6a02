// swift-tools-version: 6.0
import PackageDescription

/// Cart: the common business component that owns each user's shopping cart lines.
let package = Package(
    name: "Cart",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The only product: `CartFacade`, its value types and `Target_Cart`.
        .library(name: "Cart", targets: ["Cart"])
    ],
    dependencies: [
        .package(path: "../Mediator"),
        .package(path: "../Storage"),
        .package(path: "../CartMediator"),
        .package(path: "../CommandKit"),
        .package(path: "../ComponentCommands"),
    ],
    targets: [
        // The Facade, its value types, migrations and the Target-Action adapter.
        .target(
            name: "Cart",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                // Its own interface: the wire types and error codes callers see are declared there.
                .product(name: "CartMediator", package: "CartMediator"),
                // Its command-line screens, handed to the app by `Target_CartCommands`.
                .product(name: "CommandKit", package: "CommandKit"),
                .product(name: "ComponentCommands", package: "ComponentCommands"),
            ]
        ),
        .testTarget(
            name: "CartTests",
            dependencies: [
                .product(name: "ComponentCommands", package: "ComponentCommands"),
                .product(name: "ComponentCommandsTesting", package: "ComponentCommands"),
                "Cart",
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "CartMediator", package: "CartMediator"),
            ],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

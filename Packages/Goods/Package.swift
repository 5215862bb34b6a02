// swift-tools-version: 6.0
import PackageDescription

/// Goods: the iterative feature that owns the catalog (items, categories, prices, stock).
let package = Package(
    name: "Goods",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The component: `GoodsFacade`, `Target_Goods` and its factory variant.
        .library(name: "Goods", targets: ["Goods"]),
        // Goods run alone: its commands against scripted Account, Member and Cart (see the README).
        .executable(name: "GoodsExample", targets: ["GoodsExample"]),
    ],
    dependencies: [
        .package(path: "../Mediator"),
        .package(path: "../Storage"),
        .package(path: "../Networking"),
        .package(path: "../GoodsMediator"),
        .package(path: "../AccountMediator"),
        .package(path: "../MemberMediator"),
        .package(path: "../CommandKit"),
        .package(path: "../ComponentCommands"),
        .package(path: "../CartMediator"),
    ],
    targets: [
        // The Facade, the catalog seeding, the Target-Action adapters.
        .target(
            name: "Goods",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "Networking", package: "Networking"),
                // Its own interface: the wire types and error codes callers see are declared there.
                .product(name: "GoodsMediator", package: "GoodsMediator"),
                // The member price: who is logged in, and that member's discount, never a caller's number.
                .product(name: "AccountMediator", package: "AccountMediator"),
                .product(name: "MemberMediator", package: "MemberMediator"),
                // Its command-line screens, handed to the app by `Target_GoodsCommands`.
                .product(name: "CommandKit", package: "CommandKit"),
                .product(name: "ComponentCommands", package: "ComponentCommands"),
                // `shop cart add` puts the item it shows into the cart.
                .product(name: "CartMediator", package: "CartMediator"),
            ]
        ),
        // The example: Goods' commands on real base components in a temporary home, and scripted stand-ins
        // (test support, which an executable may link) for the components it calls.
        .executableTarget(
            name: "GoodsExample",
            dependencies: [
                "Goods",
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "MediatorTesting", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "AccountMediator", package: "AccountMediator"),
                .product(name: "MemberMediator", package: "MemberMediator"),
                .product(name: "CartMediator", package: "CartMediator"),
                .product(name: "CommandKit", package: "CommandKit"),
                .product(name: "ComponentCommands", package: "ComponentCommands"),
                .product(name: "ComponentCommandsTesting", package: "ComponentCommands"),
            ]
        ),
        .testTarget(
            name: "GoodsTests",
            dependencies: [
                "Goods",
                // The command tests run the example's composition in process.
                "GoodsExample",
                .product(name: "ComponentCommands", package: "ComponentCommands"),
                .product(name: "ComponentCommandsTesting", package: "ComponentCommands"),
                .product(name: "CartMediator", package: "CartMediator"),
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "GoodsMediator", package: "GoodsMediator"),
                .product(name: "MediatorTesting", package: "Mediator"),
            ],
            // The help golden file, compared by `GoodsHelpGoldenTests`.
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

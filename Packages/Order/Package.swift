// swift-tools-version: 6.0
import PackageDescription

/// Order: checkout, the order state machine, paying and cancelling (feature layer).
/// Returns its own interface's (OrderMediator's) wire types; reaches Cart, Member, Goods and
/// Payment only through their extension packages.
let package = Package(
    name: "Order",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The component: `OrderFacade`, `Target_Order`.
        .library(name: "Order", targets: ["Order"]),
        // Order run alone: its commands against scripted collaborators (see the README).
        .executable(name: "OrderExample", targets: ["OrderExample"]),
    ],
    dependencies: [
        .package(path: "../Mediator"),
        .package(path: "../Storage"),
        .package(path: "../OrderMediator"),
        .package(path: "../AccountMediator"),
        .package(path: "../CartMediator"),
        .package(path: "../MemberMediator"),
        .package(path: "../GoodsMediator"),
        .package(path: "../PaymentMediator"),
        .package(path: "../CommandKit"),
        .package(path: "../ComponentCommands"),
    ],
    targets: [
        .target(
            name: "Order",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "OrderMediator", package: "OrderMediator"),
                .product(name: "CartMediator", package: "CartMediator"),
                .product(name: "MemberMediator", package: "MemberMediator"),
                .product(name: "GoodsMediator", package: "GoodsMediator"),
                .product(name: "PaymentMediator", package: "PaymentMediator"),
                // Its command-line screens, handed to the app by `Target_OrderCommands`.
                .product(name: "CommandKit", package: "CommandKit"),
                .product(name: "ComponentCommands", package: "ComponentCommands"),
            ]),
        // The example: Order's commands on real Storage in a temporary home, and scripted stand-ins (test
        // support, which an executable may link) for Account, Cart, Member, Goods and Payment.
        .executableTarget(
            name: "OrderExample",
            dependencies: [
                "Order",
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "MediatorTesting", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "AccountMediator", package: "AccountMediator"),
                .product(name: "CartMediator", package: "CartMediator"),
                .product(name: "MemberMediator", package: "MemberMediator"),
                .product(name: "GoodsMediator", package: "GoodsMediator"),
                .product(name: "PaymentMediator", package: "PaymentMediator"),
                .product(name: "ComponentCommands", package: "ComponentCommands"),
                .product(name: "ComponentCommandsTesting", package: "ComponentCommands"),
            ]),
        .testTarget(
            name: "OrderTests",
            dependencies: [
                "Order",
                // The command tests run the example's composition in process.
                "OrderExample",
                .product(name: "ComponentCommands", package: "ComponentCommands"),
                .product(name: "ComponentCommandsTesting", package: "ComponentCommands"),
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "MediatorTesting", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "OrderMediator", package: "OrderMediator"),
                .product(name: "CartMediator", package: "CartMediator"),
                .product(name: "MemberMediator", package: "MemberMediator"),
                .product(name: "GoodsMediator", package: "GoodsMediator"),
                .product(name: "PaymentMediator", package: "PaymentMediator"),
            ],
            // The help golden file, compared by `OrderHelpGoldenTests`.
            exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)

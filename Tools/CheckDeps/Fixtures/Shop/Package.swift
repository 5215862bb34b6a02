// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "shop",
    dependencies: [
        .package(path: "Packages/Mediator"),
        .package(path: "Packages/Networking"),
        .package(path: "Packages/NetworkingMediator"),
        .package(path: "Packages/Account"),
        .package(path: "Packages/AccountMediator"),
        .package(path: "Packages/Cart"),
        .package(path: "Packages/CartMediator"),
        .package(path: "Packages/Goods"),
        .package(path: "Packages/GoodsMediator"),
        .package(path: "Packages/Order"),
        .package(path: "Packages/OrderMediator"),
    ],
    targets: [
        .executableTarget(
            name: "shop",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "AccountMediator", package: "AccountMediator"),
                .product(name: "CartMediator", package: "CartMediator"),
                .product(name: "GoodsMediator", package: "GoodsMediator"),
                .product(name: "OrderMediator", package: "OrderMediator"),
                .product(name: "NetworkingMediator", package: "NetworkingMediator"),
                // Linked so the mediator can find each Target_<Name> at run time.
                .product(name: "Account", package: "Account"),
                .product(name: "Cart", package: "Cart"),
                .product(name: "Goods", package: "Goods"),
                .product(name: "Order", package: "Order"),
            ],
            path: "App"
        )
    ]
)

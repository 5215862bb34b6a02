// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Order",
    products: [.library(name: "Order", targets: ["Order"])],
    dependencies: [
        .package(path: "../Mediator"),
        .package(path: "../GoodsMediator"),
        .package(path: "../CartMediator"),
        .package(path: "../AccountMediator"),
    ],
    targets: [
        .target(
            name: "Order",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "GoodsMediator", package: "GoodsMediator"),
                .product(name: "CartMediator", package: "CartMediator"),
                .product(name: "AccountMediator", package: "AccountMediator"),
            ]
        ),
        .testTarget(
            name: "OrderTests",
            dependencies: [
                "Order",
            ]
        ),
    ]
)

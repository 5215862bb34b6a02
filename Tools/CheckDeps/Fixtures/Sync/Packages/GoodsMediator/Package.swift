// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "GoodsMediator",
    products: [.library(name: "GoodsMediator", targets: ["GoodsMediator"])],
    dependencies: [
        .package(path: "../Mediator")
    ],
    targets: [
        .target(
            name: "GoodsMediator",
            dependencies: [
                .product(name: "Mediator", package: "Mediator")
            ]
        )
    ]
)

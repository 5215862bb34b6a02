// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Goods",
    products: [.library(name: "Goods", targets: ["Goods"])],
    dependencies: [
        .package(path: "../Mediator"),
        .package(path: "../Cart"),
    ],
    targets: [
        .target(
            name: "Goods",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Cart", package: "Cart"),
            ]
        )
    ]
)

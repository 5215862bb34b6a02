// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Cart",
    products: [.library(name: "Cart", targets: ["Cart"])],
    dependencies: [
        .package(path: "../Mediator"),
        .package(path: "../Storage"),
    ],
    targets: [
        .target(
            name: "Cart",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
            ]
        )
    ]
)

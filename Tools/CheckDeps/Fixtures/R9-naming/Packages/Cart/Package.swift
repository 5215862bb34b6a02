// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Cart",
    products: [.library(name: "Cart", targets: ["Cart"])],
    dependencies: [
        .package(path: "../Mediator")
    ],
    targets: [
        .target(
            name: "Cart",
            dependencies: [
                .product(name: "Mediator", package: "Mediator")
            ]
        )
    ]
)

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CartMediator",
    products: [.library(name: "CartMediator", targets: ["CartMediator"])],
    dependencies: [
        .package(path: "../Mediator"),
    ],
    targets: [
        .target(
            name: "CartMediator",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
            ]
        )
    ]
)

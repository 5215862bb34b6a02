// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "OrderMediator",
    products: [.library(name: "OrderMediator", targets: ["OrderMediator"])],
    dependencies: [
        .package(path: "../Mediator"),
    ],
    targets: [
        .target(
            name: "OrderMediator",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
            ]
        ),
    ]
)

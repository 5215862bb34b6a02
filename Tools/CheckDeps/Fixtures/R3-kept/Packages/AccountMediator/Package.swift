// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AccountMediator",
    products: [.library(name: "AccountMediator", targets: ["AccountMediator"])],
    dependencies: [
        .package(path: "../Mediator"),
    ],
    targets: [
        .target(
            name: "AccountMediator",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
            ]
        ),
    ]
)

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NetworkingMediator",
    products: [.library(name: "NetworkingMediator", targets: ["NetworkingMediator"])],
    dependencies: [
        .package(path: "../Mediator"),
    ],
    targets: [
        .target(
            name: "NetworkingMediator",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
            ]
        ),
    ]
)

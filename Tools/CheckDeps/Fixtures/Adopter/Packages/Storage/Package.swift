// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Storage",
    products: [.library(name: "Storage", targets: ["Storage"])],
    dependencies: [
        .package(path: "../Mediator"),
    ],
    targets: [
        .target(
            name: "Storage",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
            ]
        )
    ]
)

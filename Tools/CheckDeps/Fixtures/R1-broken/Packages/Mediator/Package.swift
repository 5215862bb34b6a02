// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Mediator",
    products: [.library(name: "Mediator", targets: ["Mediator"])],
    dependencies: [
        .package(path: "../Networking"),
    ],
    targets: [
        .target(
            name: "Mediator",
            dependencies: [
                .product(name: "Networking", package: "Networking"),
            ]
        ),
    ]
)

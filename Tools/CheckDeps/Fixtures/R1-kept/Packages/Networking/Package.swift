// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Networking",
    products: [.library(name: "Networking", targets: ["Networking"])],
    dependencies: [
        .package(path: "../Mediator"),
    ],
    targets: [
        .target(
            name: "Networking",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
            ]
        ),
    ]
)

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Account",
    products: [.library(name: "Account", targets: ["Account"])],
    dependencies: [
        .package(path: "../Mediator"),
    ],
    targets: [
        .target(
            name: "Account",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
            ]
        ),
    ]
)

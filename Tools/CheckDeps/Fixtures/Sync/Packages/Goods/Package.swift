// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Goods",
    products: [.library(name: "Goods", targets: ["Goods"])],
    dependencies: [
        .package(path: "../Mediator")
    ],
    targets: [
        .target(
            name: "Goods",
            dependencies: [
                .product(name: "Mediator", package: "Mediator")
            ]
        ),
        .testTarget(
            name: "GoodsTests",
            dependencies: [
                "Goods"
            ]
        ),
    ]
)

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Goods",
    products: [
        .library(name: "Goods", targets: ["Goods"]),
        .executable(name: "GoodsExample", targets: ["GoodsExample"]),
    ],
    dependencies: [
        .package(path: "../Mediator"),
    ],
    targets: [
        .target(
            name: "Goods",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "MediatorTesting", package: "Mediator"),
            ]
        ),
        // An example runs Goods against scripted stand-ins: it links Goods without importing it.
        .executableTarget(
            name: "GoodsExample",
            dependencies: [
                "Goods",
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "MediatorTesting", package: "Mediator"),
            ]
        ),
        .testTarget(
            name: "GoodsTests",
            dependencies: [
                "Goods",
                .product(name: "MediatorTesting", package: "Mediator"),
            ]
        ),
    ]
)

// swift-tools-version: 6.0
import PackageDescription

/// GoodsMediator: typed calls into the Goods component for its callers, through the Mediator only.
let package = Package(
    name: "GoodsMediator",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        // The only product: `mediator.goods` and the caller-side value types.
        .library(name: "GoodsMediator", targets: ["GoodsMediator"])
    ],
    dependencies: [
        .package(path: "../Mediator")
    ],
    targets: [
        // Calls with Goods' target and action names written once, and results decoded into value types.
        .target(name: "GoodsMediator", dependencies: [.product(name: "Mediator", package: "Mediator")]),
        .testTarget(
            name: "GoodsMediatorTests",
            dependencies: [
                "GoodsMediator", .product(name: "Mediator", package: "Mediator"),
                .product(name: "MediatorTesting", package: "Mediator"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
import PackageDescription

/// GoodsMediator: the Goods component's interface (typed calls, wire types, error codes), through the Mediator only.
let package = Package(
    name: "GoodsMediator",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The only product: Goods' interface (`mediator.goods`, wire types, `GoodsErrorCode`).
        .library(name: "GoodsMediator", targets: ["GoodsMediator"])
    ],
    dependencies: [
        .package(path: "../Mediator")
    ],
    targets: [
        // Calls with Goods' target and action names written once; the wire types and error codes Goods returns.
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

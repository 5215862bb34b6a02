// swift-tools-version: 6.0
import PackageDescription

/// Goods: the iterative feature that owns the catalog (items, categories, prices, stock).
let package = Package(
    name: "Goods",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        // The only product: `GoodsFacade`, its value types, `Target_Goods` and its factory variant.
        .library(name: "Goods", targets: ["Goods"])
    ],
    dependencies: [
        .package(path: "../Mediator"),
        .package(path: "../Storage"),
        .package(path: "../Networking"),
    ],
    targets: [
        // The Facade, the catalog seeding, the Target-Action adapters.
        .target(
            name: "Goods",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "Networking", package: "Networking"),
            ]
        ),
        .testTarget(
            name: "GoodsTests",
            dependencies: [
                "Goods",
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "Networking", package: "Networking"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

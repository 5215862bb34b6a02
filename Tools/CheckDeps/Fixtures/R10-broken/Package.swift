// swift-tools-version: 6.0
import PackageDescription

/// The components the app links; R10 compares this list with architecture.json.
let components = [
    "Cart",
]

let package = Package(
    name: "shop",
    dependencies: [.package(path: "Packages/Mediator"), .package(path: "Packages/Goods")],
    targets: [
        .executableTarget(
            name: "shop",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Goods", package: "Goods"),
            ],
            path: "App"
        )
    ]
)

// swift-tools-version: 6.0
import PackageDescription

/// The components the app links; R10 compares this list with architecture.json.
let components = [
    "Goods",
]

// Copies that drifted from their packages' manifests.
let package = Package(
    name: "shop",
    products: [.library(name: "Mediator", targets: ["Mediator"])],
    targets: [
        .target(name: "Mediator", dependencies: ["Goods"], path: "Packages/Mediator/Sources"),
        .target(name: "Goods", path: "Packages/Goods/Sources/Goods"),
        .executableTarget(name: "Cart", path: "Packages/Goods/Tests/GoodsTests"),
        .executableTarget(
            name: "shop",
            dependencies: ["Mediator"] + components.map { .target(name: $0) },
            path: "App"
        ),
    ]
)

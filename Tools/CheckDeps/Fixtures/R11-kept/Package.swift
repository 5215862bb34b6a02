// swift-tools-version: 6.0
import PackageDescription

/// The components the app links; R10 compares this list with architecture.json.
let components = [
    "Goods",
]

// No `.package(path:)`: the libraries are declared again by path, so that another package can depend
// on this one by URL. R11 compares each with its package's manifest.
let package = Package(
    name: "shop",
    products: [.library(name: "Mediator", targets: ["Mediator"])],
    targets: [
        .target(name: "Mediator", path: "Packages/Mediator/Sources/Mediator"),
        .target(name: "Goods", dependencies: ["Mediator"], path: "Packages/Goods/Sources/Goods"),
        .executableTarget(
            name: "shop",
            dependencies: ["Mediator"] + components.map { .target(name: $0) },
            path: "App"
        ),
    ]
)

// swift-tools-version: 6.0
import PackageDescription

/// The components the app links; R10 compares this list with architecture.json.
let components = [
    "Goods",
]

let package = Package(
    name: "shop",
    dependencies: [.package(path: "Packages/Mediator")] + components.map { .package(path: "Packages/\($0)") },
    targets: [
        .executableTarget(
            name: "shop",
            dependencies: [.product(name: "Mediator", package: "Mediator")]
                + components.map { .product(name: $0, package: $0) },
            path: "App"
        )
    ]
)

// swift-tools-version: 6.0
import PackageDescription

/// The components the app links. Generated from architecture.json by `check-deps sync`.
let components = [
    "Goods"
]

/// The libraries declared again by path, so that another package can depend on this one by URL.
/// Generated from the packages' manifests by `check-deps sync`; R11 compares each with its package's.
let libraries: [(name: String, package: String, dependencies: [String])] = [
    ("Mediator", "Mediator", []),
    ("Goods", "Goods", ["Mediator"]),
    ("GoodsMediator", "GoodsMediator", ["Mediator"]),
]

let package = Package(
    name: "shop",
    products: [.library(name: "Mediator", targets: ["Mediator"])],
    targets: libraries.map { library in
        .target(
            name: library.name, dependencies: library.dependencies.map { .target(name: $0) },
            path: "Packages/\(library.package)/Sources/\(library.name)")
    } + [
        .executableTarget(
            name: "shop",
            dependencies: ["Mediator"] + components.map { .target(name: $0) },
            path: "App"
        )
    ]
)

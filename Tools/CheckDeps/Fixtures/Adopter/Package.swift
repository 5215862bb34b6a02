// swift-tools-version: 6.0
import PackageDescription

// A repository that adopts check-deps: it depends on Tools/CheckDeps by path (by URL, it would name
// the repository's root, whose manifest offers the same plugin: Tools/adopter-test) and runs
// `swift package check-deps init`, then `swift package check-deps`.
let package = Package(
    name: "Adopter",
    dependencies: [
        .package(path: "../.."),
        .package(path: "Packages/Mediator"),
        .package(path: "Packages/Goods"),
        .package(path: "Packages/CartMediator"),
    ],
    targets: [
        .executableTarget(
            name: "adopter",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "CartMediator", package: "CartMediator"),
                // Linked so the mediator finds Target_Goods at run time; never imported.
                .product(name: "Goods", package: "Goods"),
            ]
        )
    ]
)

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ScopedReExports",
    dependencies: [
        .package(path: "Packages/Umbrella")
    ],
    targets: [
        .target(
            name: "App",
            dependencies: [
                .product(name: "Umbrella", package: "Umbrella")
            ]
        )
    ]
)

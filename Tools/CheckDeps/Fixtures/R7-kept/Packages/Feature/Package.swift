// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Feature",
    products: [.library(name: "Feature", targets: ["Feature"])],
    dependencies: [
        .package(path: "../Core"),
    ],
    targets: [
        .target(
            name: "Feature",
            dependencies: [
                .product(name: "Core", package: "Core"),
            ]
        ),
    ]
)

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Umbrella",
    products: [
        .library(name: "Umbrella", targets: ["Umbrella"])
    ],
    dependencies: [
        .package(path: "../Core")
    ],
    targets: [
        .target(
            name: "Umbrella",
            dependencies: [
                .product(name: "Core", package: "Core")
            ]
        )
    ]
)

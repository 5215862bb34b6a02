// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Umbrella",
    products: [
        .library(name: "Umbrella", targets: ["Umbrella"])
    ],
    dependencies: [
        .package(path: "../Base"),
        .package(path: "../Other"),
    ],
    targets: [
        .target(
            name: "Umbrella",
            dependencies: [
                .product(name: "Base", package: "Base"),
                .product(name: "Other", package: "Other"),
            ]
        )
    ]
)

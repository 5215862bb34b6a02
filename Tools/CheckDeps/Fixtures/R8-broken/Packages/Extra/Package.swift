// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Extra",
    products: [.library(name: "Extra", targets: ["Extra"])],
    dependencies: [
    ],
    targets: [
        .target(
            name: "Extra",
            dependencies: [
            ]
        ),
    ]
)

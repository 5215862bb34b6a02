// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "App",
    products: [.library(name: "App", targets: ["App"])],
    dependencies: [
        .package(path: "../Feature"),
        .package(path: "../Extra"),
    ],
    targets: [
        .target(
            name: "App",
            dependencies: [
                .product(name: "Feature", package: "Feature"),
                .product(name: "Extra", package: "Extra"),
            ]
        ),
    ]
)

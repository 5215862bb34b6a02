// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Core",
    products: [.library(name: "Core", targets: ["Core"])],
    dependencies: [
        .package(path: "../Feature"),
    ],
    targets: [
        .target(
            name: "Core",
            dependencies: [
                .product(name: "Feature", package: "Feature"),
            ]
        ),
    ]
)

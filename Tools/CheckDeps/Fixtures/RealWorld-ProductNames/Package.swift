// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ProductNames",
    dependencies: [
        .package(path: "Packages/Kit")
    ],
    targets: [
        .target(
            name: "App",
            dependencies: [
                .product(name: "Kit", package: "Kit")
            ]
        )
    ]
)

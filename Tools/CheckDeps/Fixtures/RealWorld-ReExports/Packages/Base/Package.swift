// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Base",
    products: [
        .library(name: "Base", targets: ["Base"])
    ],
    targets: [
        .target(name: "Base")
    ]
)

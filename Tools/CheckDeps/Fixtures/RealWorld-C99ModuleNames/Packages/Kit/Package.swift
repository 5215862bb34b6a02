// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Kit",
    products: [
        .library(name: "remote-kit", targets: ["remote-kit"])
    ],
    targets: [
        .target(name: "remote-kit")
    ]
)

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Draw",
    products: [
        .library(name: "Utils", targets: ["Utils"])
    ],
    targets: [
        .target(name: "Utils")
    ]
)

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Other",
    products: [
        .library(name: "Other", targets: ["Other"])
    ],
    targets: [
        .target(name: "Other")
    ]
)

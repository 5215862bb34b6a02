// swift-tools-version: 6.0
import PackageDescription

// The package is named KitPackage, lives in a directory named Kit (its identity, which dependents
// write as package: "Kit"), and has one product, Kit, made of two targets with other names.
let package = Package(
    name: "KitPackage",
    products: [
        .library(name: "Kit", targets: ["KitCore", "KitUI"])
    ],
    targets: [
        .target(name: "KitInternal"),
        .target(name: "KitCore", dependencies: ["KitInternal"]),
        .target(name: "KitUI", dependencies: ["KitCore"]),
    ]
)

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ConditionalImports",
    targets: [
        .target(name: "Core"),
        .target(name: "Extra"),
        .target(name: "Middle", dependencies: ["Extra"]),
        .target(name: "Feature", dependencies: ["Core", "Middle"]),
    ]
)

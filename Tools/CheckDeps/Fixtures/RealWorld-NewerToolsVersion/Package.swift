// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NewerToolsVersion",
    targets: [
        .target(name: "Core"),
        .executableTarget(name: "App", dependencies: ["Core"]),
    ]
)

// swift-tools-version: 6.0
import PackageDescription

// isowords' shape: App/ and Bootstrap/ hold placeholder manifests that share one name.
let package = Package(
    name: "game",
    targets: [
        .target(name: "Core")
    ]
)

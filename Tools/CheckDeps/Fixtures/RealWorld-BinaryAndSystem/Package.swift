// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "BinaryAndSystem",
    targets: [
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .binaryTarget(name: "FastMath", path: "Artifacts/FastMath.xcframework"),
        .target(name: "Compression", dependencies: ["CZlib", "FastMath"]),
        .target(name: "Archive", dependencies: ["Compression"]),
    ]
)

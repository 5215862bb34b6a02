// swift-tools-version: 6.0
import PackageDescription

/// FuzzSupport: what every fuzz target under Tools/Fuzz shares (reading structured values out of the
/// fuzzer's bytes, checking properties, waiting for async work). Never linked by a product.
let package = Package(
    name: "FuzzSupport",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "FuzzSupport", targets: ["FuzzSupport"])
    ],
    targets: [
        .target(name: "FuzzSupport")
    ],
    swiftLanguageModes: [.v6]
)

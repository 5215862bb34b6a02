// swift-tools-version: 6.0
import PackageDescription

/// doc-check: the checks behind `Tools/docs` (every public symbol documented, article examples compile).
let package = Package(
    name: "DocCheck",
    products: [
        .executable(name: "doc-check", targets: ["doc-check"])
    ],
    targets: [
        // Reads symbol graphs and DocC articles. Testable.
        .target(name: "DocCheckCore"),
        // Thin command-line entry point.
        .executableTarget(name: "doc-check", dependencies: ["DocCheckCore"]),
        .testTarget(name: "DocCheckCoreTests", dependencies: ["DocCheckCore"]),
    ],
    swiftLanguageModes: [.v6]
)

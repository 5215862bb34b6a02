// swift-tools-version: 5.8
import PackageDescription

// Read only by toolchains older than 5.9. It forgets Feature's dependency on Core, which would be an
// R8 error if check-deps read this file instead of Package@swift-5.9.swift.
let package = Package(
    name: "Versioned",
    targets: [
        .target(name: "Core"),
        .target(name: "Extra"),
        .target(name: "Feature"),
    ]
)

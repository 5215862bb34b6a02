// swift-tools-version: 5.9
import PackageDescription

// Read by every toolchain from 5.9 on (the newest version-specific manifest not newer than the
// toolchain, and newer than the 5.8 that Package.swift declares).
let package = Package(
    name: "Versioned",
    targets: [
        .target(name: "Core"),
        .target(name: "Extra"),
        .target(
            name: "Feature",
            dependencies: [
                "Core",
                "Extra",
            ]
        ),
    ]
)

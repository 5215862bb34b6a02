// swift-tools-version: 5.9
import PackageDescription

// For a toolchain that does not exist yet: ignored.
let package = Package(name: "Versioned", targets: [.target(name: "Core"), .target(name: "Feature")])

// swift-tools-version: 6.0
import PackageDescription

/// A base component that wraps a system library: CSQLite is a module name too.
let package = Package(
    name: "Storage",
    products: [.library(name: "Storage", targets: ["Storage"])],
    targets: [
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3"),
        .target(name: "Storage", dependencies: ["CSQLite"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage"]),
    ]
)

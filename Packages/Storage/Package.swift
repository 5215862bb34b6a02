// swift-tools-version: 6.0
import PackageDescription

/// Storage: the base component that owns the app's one SQLite connection, its migrations and settings.
let package = Package(
    name: "Storage",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        // The only product: `StorageFacade`, its value types and `Target_Storage`.
        .library(name: "Storage", targets: ["Storage"])
    ],
    dependencies: [
        .package(path: "../Mediator")
    ],
    targets: [
        // The system SQLite library (libsqlite3-dev), seen through a one-header shim.
        .systemLibrary(
            name: "CSQLite",
            path: "Sources/CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // The Facade, its value types and the Target-Action adapter.
        .target(name: "Storage", dependencies: ["CSQLite", .product(name: "Mediator", package: "Mediator")]),
        // A test-only process that opens a transaction and waits to be killed (crash-safety tests).
        .executableTarget(name: "storage-crash-helper", dependencies: ["Storage"], path: "Sources/StorageCrashHelper"),
        .testTarget(
            name: "StorageTests",
            dependencies: ["Storage", .product(name: "Mediator", package: "Mediator")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

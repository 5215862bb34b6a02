// swift-tools-version: 6.0
import PackageDescription

/// Storage: the base component that owns the app's one SQLite connection, its migrations and settings.
let package = Package(
    name: "Storage",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The only product: `StorageFacade`, its value types and `Target_Storage`.
        .library(name: "Storage", targets: ["Storage"])
    ],
    dependencies: [
        .package(path: "../Mediator"),
        .package(path: "../StorageMediator"),
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
        .target(
            name: "Storage",
            dependencies: [
                "CSQLite", .product(name: "Mediator", package: "Mediator"),
                // Its own interface: the wire types and error codes callers see are declared there.
                .product(name: "StorageMediator", package: "StorageMediator"),
            ]
        ),
        // A test-only process that opens a transaction and waits to be killed (crash-safety tests).
        .executableTarget(name: "storage-crash-helper", dependencies: ["Storage"], path: "Sources/StorageCrashHelper"),
        .testTarget(
            name: "StorageTests",
            dependencies: [
                "Storage", .product(name: "Mediator", package: "Mediator"),
                .product(name: "StorageMediator", package: "StorageMediator"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

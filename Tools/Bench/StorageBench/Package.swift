// swift-tools-version: 6.0
import PackageDescription

/// StorageBench: measures StorageFacade against the raw SQLite C API doing the same work in the same run.
let package = Package(
    name: "StorageBench",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "StorageBench", targets: ["StorageBench"])
    ],
    dependencies: [
        .package(path: "../../../Packages/Storage")
    ],
    targets: [
        // The system SQLite library for the raw baseline; its own module name, because Storage's
        // `CSQLite` is internal to Storage and target names must be unique in one build.
        .systemLibrary(
            name: "CSQLiteBench",
            path: "Sources/CSQLiteBench",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // The benchmark: run it with `swift run -c release StorageBench [rows] [rounds]`.
        .executableTarget(
            name: "StorageBench",
            dependencies: ["CSQLiteBench", .product(name: "Storage", package: "Storage")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

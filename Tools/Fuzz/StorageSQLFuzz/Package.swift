// swift-tools-version: 6.0
import PackageDescription

/// StorageSQLFuzz: libFuzzer target for Storage's statement preparation and execution with hostile SQL
/// text and bindings, through the public API that takes SQL (`execute`, `query`, `queryOne`,
/// `executeScript`, `transaction`). Built only by `Tools/fuzz`, with `-sanitize=fuzzer,address`.
let package = Package(
    name: "StorageSQLFuzz",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "StorageSQLFuzz", targets: ["StorageSQLFuzz"])
    ],
    dependencies: [
        .package(path: "../../../Packages/Storage"),
        .package(path: "../FuzzSupport"),
    ],
    targets: [
        .executableTarget(
            name: "StorageSQLFuzz",
            dependencies: [
                .product(name: "Storage", package: "Storage"),
                .product(name: "FuzzSupport", package: "FuzzSupport"),
            ])
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
import PackageDescription

/// RewriteTableFuzz: libFuzzer target for the rewrite table loader (`RewriteTable(jsonData:)`) and how
/// the mediator applies a loaded table. Built only by `Tools/fuzz`, with `-sanitize=fuzzer,address`.
let package = Package(
    name: "RewriteTableFuzz",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "RewriteTableFuzz", targets: ["RewriteTableFuzz"])
    ],
    dependencies: [
        .package(path: "../../../Packages/Mediator"),
        .package(path: "../FuzzSupport"),
    ],
    targets: [
        .executableTarget(
            name: "RewriteTableFuzz",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "FuzzSupport", package: "FuzzSupport"),
            ])
    ],
    swiftLanguageModes: [.v6]
)

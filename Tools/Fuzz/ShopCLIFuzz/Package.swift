// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// The repository root's package identity: SwiftPM names a path dependency after its folder, which
/// differs between checkouts (`shop`, `main`, a worktree's name).
let rootIdentity = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent.lowercased()

/// ShopCLIFuzz: libFuzzer target for the shop's command-line reading (`ShopCLI.read`) and the
/// interactive line splitter (`ShopCLI.words(ofInteractiveLine:)`). Built only by `Tools/fuzz`, with
/// `-sanitize=fuzzer,address`.
let package = Package(
    name: "ShopCLIFuzz",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "ShopCLIFuzz", targets: ["ShopCLIFuzz"])
    ],
    dependencies: [
        .package(path: "../../.."),
        .package(path: "../FuzzSupport"),
    ],
    targets: [
        .executableTarget(
            name: "ShopCLIFuzz",
            dependencies: [
                .product(name: "ShopCommands", package: rootIdentity),
                .product(name: "FuzzSupport", package: "FuzzSupport"),
            ])
    ],
    swiftLanguageModes: [.v6]
)

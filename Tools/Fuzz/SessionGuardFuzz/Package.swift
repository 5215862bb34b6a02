// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// The repository root's package identity: SwiftPM names a path dependency after its folder, which
/// differs between checkouts (`shop`, `main`, a worktree's name).
let rootIdentity = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent.lowercased()

/// SessionGuardFuzz: libFuzzer target for `shop interactive` sessions (`ShopSession`) against the
/// guards a session keeps: operator commands, other users' data, the home's login, files. Built only
/// by `Tools/fuzz`, with `-sanitize=fuzzer,address`.
let package = Package(
    name: "SessionGuardFuzz",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "SessionGuardFuzz", targets: ["SessionGuardFuzz"])
    ],
    dependencies: [
        .package(path: "../../.."),
        .package(path: "../FuzzSupport"),
    ],
    targets: [
        .executableTarget(
            name: "SessionGuardFuzz",
            dependencies: [
                .product(name: "ShopCommands", package: rootIdentity),
                .product(name: "FuzzSupport", package: "FuzzSupport"),
                // Storage, and the business components linked (as `shop` links them) so the mediator
                // finds their targets by name. The root declares them (a package depending on the root
                // and on Packages/Storage would see two targets named Storage).
                .product(name: "ShopComponents", package: rootIdentity),
            ])
    ],
    swiftLanguageModes: [.v6]
)

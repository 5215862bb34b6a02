// swift-tools-version: 6.0
import PackageDescription

/// check-deps: an architecture checker for SwiftPM codebases (layers, mediator contracts, imports).
///
/// Another repository adopts it by depending on this repository's root by git URL (the root manifest
/// declares these targets again, as a URL cannot name a folder), or on this package by path, and
/// running `swift package check-deps`; nothing else needs installing.
let package = Package(
    name: "CheckDeps",
    // The floor its code needs: macOS 13 (a `Regex` literal, `trimmingPrefix(while:)`); its locks are
    // NSLock, not Synchronization.Mutex (macOS 15).
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "check-deps", targets: ["check-deps"]),
        .plugin(name: "CheckDepsPlugin", targets: ["CheckDepsPlugin"]),
        // The checker's logic as a library, as the root offers it too (its DocC archive: Tools/docs).
        .library(name: "CheckDepsCore", targets: ["CheckDepsCore"]),
    ],
    targets: [
        // All logic: lexer, manifest loading, rules, reporting. Testable.
        .target(name: "CheckDepsCore"),
        // Thin command-line entry point.
        .executableTarget(name: "check-deps", dependencies: ["CheckDepsCore"]),
        // `swift package check-deps [options]` in any package that depends on this one.
        .plugin(
            name: "CheckDepsPlugin",
            capability: .command(
                intent: .custom(
                    verb: "check-deps",
                    description:
                        "Check the package's architecture (layers, imports, cycles); same options as check-deps")
            ),
            dependencies: ["check-deps"]
        ),
        // Golden/ holds expected outputs, read by path.
        .testTarget(name: "CheckDepsCoreTests", dependencies: ["CheckDepsCore"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)

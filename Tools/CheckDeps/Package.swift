// swift-tools-version: 6.0
import PackageDescription

/// check-deps: an architecture checker for SwiftPM codebases (layers, mediator contracts, imports).
let package = Package(
    name: "CheckDeps",
    products: [
        .executable(name: "check-deps", targets: ["check-deps"]),
        // The checker's logic, for Tools/Fuzz/SwiftLexerFuzz (which fuzzes the lexer and import scanner).
        .library(name: "CheckDepsCore", targets: ["CheckDepsCore"]),
    ],
    targets: [
        // All logic: lexer, manifest loading, rules, reporting. Testable.
        .target(name: "CheckDepsCore"),
        // Thin command-line entry point.
        .executableTarget(name: "check-deps", dependencies: ["CheckDepsCore"]),
        .testTarget(name: "CheckDepsCoreTests", dependencies: ["CheckDepsCore"]),
    ],
    swiftLanguageModes: [.v6]
)

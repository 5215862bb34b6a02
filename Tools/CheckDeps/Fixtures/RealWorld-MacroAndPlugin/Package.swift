// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "MacroAndPlugin",
    products: [
        .library(name: "Stringify", targets: ["Stringify"]),
        .plugin(name: "Lint", targets: ["Lint"]),
    ],
    dependencies: [
        .package(url: "https://example.invalid/swift-syntax.git", from: "600.0.0")
    ],
    targets: [
        .macro(
            name: "StringifyMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // Declares the macro with #externalMacro; depends on the macro target without importing it.
        .target(name: "Stringify", dependencies: ["StringifyMacros"]),
        .executableTarget(name: "LintTool"),
        // A plugin's dependencies are tools it runs, not modules it imports.
        .plugin(
            name: "Lint",
            capability: .command(intent: .custom(verb: "lint", description: "Lints the package")),
            dependencies: ["LintTool"]
        ),
        .target(name: "Client", dependencies: ["Stringify"]),
        .testTarget(
            name: "StringifyTests",
            dependencies: [
                "StringifyMacros",
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            ]
        ),
    ]
)

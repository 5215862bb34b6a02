// swift-tools-version: 6.0
import PackageDescription

/// SwiftLexerFuzz: libFuzzer target for check-deps' Swift lexer and import scanner (`SwiftLexer.lex`,
/// `ImportScanner.imports(in:)`). Built only by `Tools/fuzz`, with `-sanitize=fuzzer,address`.
let package = Package(
    name: "SwiftLexerFuzz",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "SwiftLexerFuzz", targets: ["SwiftLexerFuzz"])
    ],
    dependencies: [
        .package(path: "../../CheckDeps"),
        .package(path: "../FuzzSupport"),
    ],
    targets: [
        .executableTarget(
            name: "SwiftLexerFuzz",
            dependencies: [
                .product(name: "CheckDepsCore", package: "CheckDeps"),
                .product(name: "FuzzSupport", package: "FuzzSupport"),
            ])
    ],
    swiftLanguageModes: [.v6]
)

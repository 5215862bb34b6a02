// swift-tools-version: 6.0
import PackageDescription

// The repository's own package. CodeGen/ depends on it by its public URL, as swift-syntax's
// CodeGeneration package does: SwiftPM uses this local root for that URL.
let package = Package(
    name: "parser-kit",
    products: [
        .library(name: "ParserCore", targets: ["ParserCore"])
    ],
    targets: [
        .target(name: "ParserInternals"),
        .target(name: "ParserCore", dependencies: ["ParserInternals"]),
    ]
)

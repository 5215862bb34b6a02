// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CodeGen",
    dependencies: [
        .package(url: "https://github.com/example/Parser-Kit.git", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.2.2"),
    ],
    targets: [
        .executableTarget(
            name: "generate-code",
            dependencies: [
                .product(name: "ParserCore", package: "parser-kit"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        )
    ]
)

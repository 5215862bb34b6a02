// swift-tools-version: 6.0
import PackageDescription

// Swift files SwiftPM never compiles: a documentation catalog's tutorial code, an asset catalog,
// and folders given to .process and .copy. Each imports Other, which Lib does not declare.
let package = Package(
    name: "SourcesAsCompiled",
    targets: [
        .target(name: "Other"),
        .target(
            name: "Lib",
            resources: [
                .process("Scripts"),
                .copy("Templates"),
            ]
        ),
    ]
)

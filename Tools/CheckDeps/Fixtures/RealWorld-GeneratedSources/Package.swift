// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "GeneratedSources",
    targets: [
        .target(name: "Shapes"),
        .target(name: "Models", dependencies: ["Shapes"]),
        .executableTarget(name: "GeneratorTool"),
        .plugin(name: "Generate", capability: .buildTool(), dependencies: ["GeneratorTool"]),
        // The plugin writes the code that imports Models; the hand-written file does not.
        .target(name: "API", dependencies: ["Models"], plugins: ["Generate"]),
        // No plugin: a dependency nothing imports is still unused.
        .target(name: "Report", dependencies: ["Models"]),
    ]
)

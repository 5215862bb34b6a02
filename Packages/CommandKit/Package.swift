// swift-tools-version: 6.0
import PackageDescription

/// CommandKit: command lines declared once (parsing, help, completion, terminal manners); a core kit
/// beside the Mediator that knows nothing of the shop and depends on the toolchain alone.
let package = Package(
    name: "CommandKit",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The only product: the declarations (`@Argument`, `@Option`, `@Flag`), `CommandSet` and the terminal helpers.
        .library(name: "CommandKit", targets: ["CommandKit"])
    ],
    targets: [
        .target(name: "CommandKit"),
        // The kit on a fixture program of its own: declarations, parsing, wrapping, completion scripts.
        .testTarget(name: "CommandKitTests", dependencies: ["CommandKit"]),
    ],
    swiftLanguageModes: [.v6]
)

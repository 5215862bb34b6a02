// swift-tools-version: 6.0
import PackageDescription

/// Networking: the base HTTP client (http://, https:// and file://) every component reads from the mediator context.
let package = Package(
    name: "Networking",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        // The only product: `NetworkingFacade`, its value types and `Target_Networking`.
        .library(name: "Networking", targets: ["Networking"])
    ],
    dependencies: [
        .package(path: "../Mediator")
    ],
    targets: [
        .target(name: "Networking", dependencies: [.product(name: "Mediator", package: "Mediator")]),
        .testTarget(
            name: "NetworkingTests",
            dependencies: ["Networking", .product(name: "Mediator", package: "Mediator")],
            path: "Tests/NetworkingTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)

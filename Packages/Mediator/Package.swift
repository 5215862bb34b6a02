// swift-tools-version: 6.0
import PackageDescription

/// The Mediator core: Target-Action dispatch between components that never import each other.
let package = Package(
    name: "Mediator",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        // The only product: dispatch, params, errors, remote entry, middleware, observers, lifecycle.
        .library(name: "Mediator", targets: ["Mediator"])
    ],
    targets: [
        .target(name: "Mediator"),
        // A test-only component whose `Echo.Target_Echo` is found by runtime lookup, as real ones are.
        .target(name: "Echo", dependencies: ["Mediator"], path: "Tests/Fixtures/Echo"),
        .testTarget(name: "MediatorTests", dependencies: ["Mediator", "Echo"]),
    ],
    swiftLanguageModes: [.v6]
)

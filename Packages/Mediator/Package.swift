// swift-tools-version: 6.0
import PackageDescription

/// The Mediator core: Target-Action dispatch between components that never import each other.
let package = Package(
    name: "Mediator",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // Dispatch, params, errors, remote entry, middleware, observers, lifecycle.
        .library(name: "Mediator", targets: ["Mediator"]),
        // Test support only, never linked by production code: scripted stand-in components for the
        // tests of extension packages (`ScriptedComponent`, served as `MediatorTesting.ScriptedTarget`).
        .library(name: "MediatorTesting", targets: ["MediatorTesting"]),
    ],
    targets: [
        .target(name: "Mediator"),
        // Test support (see the product above): records calls, answers with scripted values or errors.
        .target(name: "MediatorTesting", dependencies: ["Mediator"]),

        // MARK: Test fixtures (never shipped): components found by runtime lookup, as real ones are.
        // Shared test plumbing for the fixture components: an event log and a domain error.
        .target(name: "FixtureSupport", dependencies: ["Mediator"], path: "Tests/Fixtures/FixtureSupport"),
        // `Echo.Target_Echo` (+ its `experimental` factory variant): the workhorse component.
        .target(name: "Echo", dependencies: ["Mediator", "FixtureSupport"], path: "Tests/Fixtures/Echo"),
        // `Fallback.Target_Fallback`: answers not-found calls when configured as a fallback.
        .target(name: "Fallback", dependencies: ["Mediator", "FixtureSupport"], path: "Tests/Fixtures/Fallback"),
        // `Broken.Target_Broken`: cannot start without a service (+ a `fixed` variant that can).
        .target(name: "Broken", dependencies: ["Mediator", "FixtureSupport"], path: "Tests/Fixtures/Broken"),

        .testTarget(
            name: "MediatorTests",
            dependencies: ["Mediator", "MediatorTesting", "FixtureSupport", "Echo", "Fallback", "Broken"]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
import PackageDescription

/// SampleBoxMediator: the typed calls other components use to reach SampleBox through the mediator.
let package = Package(
    name: "SampleBoxMediator",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The only product: `mediator.sampleBox` calls and their wire types.
        .library(name: "SampleBoxMediator", targets: ["SampleBoxMediator"])
    ],
    dependencies: [
        .package(path: "../../../../Packages/Mediator")
    ],
    targets: [
        // Typed calls and wire types; depends on the Mediator core only (rule R4).
        .target(name: "SampleBoxMediator", dependencies: [.product(name: "Mediator", package: "Mediator")]),
        // XCTest here; `swift test` runs Swift Testing suites too, should the component add them.
        .testTarget(
            name: "SampleBoxMediatorTests",
            dependencies: [
                "SampleBoxMediator", .product(name: "Mediator", package: "Mediator"),
                .product(name: "MediatorTesting", package: "Mediator"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

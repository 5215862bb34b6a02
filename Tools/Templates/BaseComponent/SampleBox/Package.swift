// swift-tools-version: 6.0
import PackageDescription

/// SampleBox: a base component (scaffolded by Tools/new-component).
let package = Package(
    name: "SampleBox",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The only product: `SampleBoxFacade` and `Target_SampleBox`.
        .library(name: "SampleBox", targets: ["SampleBox"])
    ],
    dependencies: [
        .package(path: "../../../../Packages/Mediator"),
        .package(path: "../SampleBoxMediator"),
    ],
    targets: [
        // The Facade, its errors and the Target-Action adapter.
        .target(
            name: "SampleBox",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                // Its own interface: the wire types and error codes callers see are declared there.
                .product(name: "SampleBoxMediator", package: "SampleBoxMediator"),
            ]
        ),
        // XCTest here; `swift test` runs Swift Testing suites too, should the component add them.
        .testTarget(
            name: "SampleBoxTests",
            dependencies: [
                "SampleBox",
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "SampleBoxMediator", package: "SampleBoxMediator"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

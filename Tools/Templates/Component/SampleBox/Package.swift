// swift-tools-version: 6.0
import PackageDescription

/// SampleBox: a common or feature component (architecture.json says which), scaffolded by Tools/new-component.
let package = Package(
    name: "SampleBox",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The only product: `SampleBoxFacade`, `Target_SampleBox` and `Target_SampleBoxCommands`.
        .library(name: "SampleBox", targets: ["SampleBox"])
    ],
    dependencies: [
        .package(path: "../../../../Packages/Mediator"),
        .package(path: "../../../../Packages/Storage"),
        .package(path: "../SampleBoxMediator"),
        // new-component: uses: .package(path: "../OtherMediator"),
        .package(path: "../../../../Packages/CommandKit"),
        .package(path: "../../../../Packages/ComponentCommands"),
    ],
    targets: [
        // The Facade, its errors, migrations, commands and the Target-Action adapter.
        .target(
            name: "SampleBox",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                // Its own interface: the wire types and error codes callers see are declared there.
                .product(name: "SampleBoxMediator", package: "SampleBoxMediator"),
                // new-component: uses: .product(name: "OtherMediator", package: "OtherMediator"),
                // Its command-line screens, handed to the app by `Target_SampleBoxCommands`.
                .product(name: "CommandKit", package: "CommandKit"),
                .product(name: "ComponentCommands", package: "ComponentCommands"),
            ]
        ),
        // XCTest here; `swift test` runs Swift Testing suites too, should the component add them.
        .testTarget(
            name: "SampleBoxTests",
            dependencies: [
                "SampleBox",
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "SampleBoxMediator", package: "SampleBoxMediator"),
                .product(name: "CommandKit", package: "CommandKit"),
                .product(name: "ComponentCommands", package: "ComponentCommands"),
                .product(name: "ComponentCommandsTesting", package: "ComponentCommands"),
            ],
            // The help golden file, compared by `SampleBoxHelpGoldenTests`.
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

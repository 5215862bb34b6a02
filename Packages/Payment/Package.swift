// swift-tools-version: 6.0
import PackageDescription

/// Payment: the common business component that moves money for orders (wallet and card) exactly once.
let package = Package(
    name: "Payment",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The only product: `PaymentFacade`, the card gateway seam and `Target_Payment`.
        .library(name: "Payment", targets: ["Payment"])
    ],
    dependencies: [
        .package(path: "../Mediator"),
        .package(path: "../Storage"),
        .package(path: "../PaymentMediator"),
        .package(path: "../CommandKit"),
        .package(path: "../ComponentCommands"),
    ],
    targets: [
        // The Facade, migrations, the simulated card gateway and the Target-Action adapter.
        .target(
            name: "Payment",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                // Its own interface: the wire types, events and error codes callers see are declared there.
                .product(name: "PaymentMediator", package: "PaymentMediator"),
                // Its command-line screens, handed to the app by `Target_PaymentCommands`.
                .product(name: "CommandKit", package: "CommandKit"),
                .product(name: "ComponentCommands", package: "ComponentCommands"),
            ]
        ),
        // A test-only observer component, found by runtime lookup as `Probe.Target_Probe`; not a product.
        .target(
            name: "Probe",
            dependencies: [.product(name: "Mediator", package: "Mediator")],
            path: "Tests/Fixtures/Probe"
        ),
        .testTarget(
            name: "PaymentTests",
            dependencies: [
                .product(name: "ComponentCommands", package: "ComponentCommands"),
                .product(name: "ComponentCommandsTesting", package: "ComponentCommands"),
                "Payment",
                "Probe",
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "PaymentMediator", package: "PaymentMediator"),
            ],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

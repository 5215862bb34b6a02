// swift-tools-version: 6.0
import PackageDescription

/// PaymentMediator: the typed calls, value types and event names other components use to reach Payment.
let package = Package(
    name: "PaymentMediator",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The only product: `mediator.payment` calls, caller-side value types and `PaymentEvents`.
        .library(name: "PaymentMediator", targets: ["PaymentMediator"])
    ],
    dependencies: [
        .package(path: "../Mediator")
    ],
    targets: [
        // Typed calls and caller-side value types; depends on the Mediator core only (rule R4).
        .target(name: "PaymentMediator", dependencies: [.product(name: "Mediator", package: "Mediator")]),
        .testTarget(
            name: "PaymentMediatorTests",
            dependencies: [
                "PaymentMediator", .product(name: "Mediator", package: "Mediator"),
                .product(name: "MediatorTesting", package: "Mediator"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

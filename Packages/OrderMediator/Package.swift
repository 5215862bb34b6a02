// swift-tools-version: 6.0
import PackageDescription

/// OrderMediator: Order's interface (typed calls, wire types, error codes). It depends on the
/// Mediator core and on PaymentMediator, whose `PaymentMethod` its `pay` takes.
let package = Package(
    name: "OrderMediator",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "OrderMediator", targets: ["OrderMediator"])
    ],
    dependencies: [
        .package(path: "../Mediator"),
        .package(path: "../PaymentMediator"),
    ],
    targets: [
        .target(
            name: "OrderMediator",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "PaymentMediator", package: "PaymentMediator"),
            ]),
        .testTarget(
            name: "OrderMediatorTests",
            dependencies: [
                "OrderMediator", .product(name: "Mediator", package: "Mediator"),
                .product(name: "MediatorTesting", package: "Mediator"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
import PackageDescription

/// AccountMediator: the Account component's interface (typed calls, wire types, error codes) and its guards.
let package = Package(
    name: "AccountMediator",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The only product: Account's interface (`mediator.account`, wire types, `AccountErrorCode`) and its guards.
        .library(name: "AccountMediator", targets: ["AccountMediator"])
    ],
    dependencies: [
        .package(path: "../Mediator")
    ],
    targets: [
        // Typed calls, wire types, error codes and the guards; never imports the Account component.
        .target(name: "AccountMediator", dependencies: [.product(name: "Mediator", package: "Mediator")]),
        .testTarget(
            name: "AccountMediatorTests",
            dependencies: [
                "AccountMediator", .product(name: "Mediator", package: "Mediator"),
                .product(name: "MediatorTesting", package: "Mediator"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
import PackageDescription

/// AccountMediator: typed calls to the Account component through the mediator, and the login guard.
let package = Package(
    name: "AccountMediator",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        // The only product: `mediator.account`, its caller-side value types, `AccountCallError`, `LoginGuard`.
        .library(name: "AccountMediator", targets: ["AccountMediator"])
    ],
    dependencies: [
        .package(path: "../Mediator")
    ],
    targets: [
        // Typed calls and the login guard; never imports the Account component.
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

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
        // Test-only stand-in for the Account component, found as `Account.Target_Account`, scripted per test.
        .target(
            name: "Account",
            dependencies: [.product(name: "Mediator", package: "Mediator")],
            path: "Tests/Fixtures/Account"
        ),
        // Test-only component the login guard protects, found as `Guarded.Target_Guarded`.
        .target(
            name: "Guarded",
            dependencies: [.product(name: "Mediator", package: "Mediator")],
            path: "Tests/Fixtures/Guarded"
        ),
        .testTarget(
            name: "AccountMediatorTests",
            dependencies: [
                "AccountMediator", "Account",
                "Guarded",  // check-deps:ignore R8: linked so the mediator finds Guarded.Target_Guarded at runtime
                .product(name: "Mediator", package: "Mediator"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
import PackageDescription

/// Account: the common business component that owns users, password hashes and the current session.
let package = Package(
    name: "Account",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The only product: `AccountFacade`, its value types and `Target_Account`.
        .library(name: "Account", targets: ["Account"])
    ],
    dependencies: [
        .package(path: "../Mediator"),
        .package(path: "../AccountMediator"),
        .package(path: "../Storage"),
        .package(path: "../CommandKit"),
        .package(path: "../ComponentCommands"),
    ],
    targets: [
        // The system password-hashing library (libxcrypt, yescrypt), seen through a one-header shim.
        .systemLibrary(name: "CCrypt", path: "Sources/CCrypt", providers: [.apt(["libcrypt-dev"])]),
        // The Facade, the password hasher, migrations and the Target-Action adapter.
        .target(
            name: "Account",
            dependencies: [
                "CCrypt",
                .product(name: "Mediator", package: "Mediator"),
                // Its own interface: `AccountRole` is declared there once and returned directly.
                .product(name: "AccountMediator", package: "AccountMediator"),
                .product(name: "Storage", package: "Storage"),
                // Its command-line screens, handed to the app by `Target_AccountCommands`.
                .product(name: "CommandKit", package: "CommandKit"),
                .product(name: "ComponentCommands", package: "ComponentCommands"),
            ]
        ),
        // A test-only component that observes `account.login`/`account.logout`, found as `Probe.Target_Probe`.
        .target(
            name: "Probe",
            dependencies: [.product(name: "Mediator", package: "Mediator")],
            path: "Tests/Fixtures/Probe"
        ),
        .testTarget(
            name: "AccountTests",
            dependencies: [
                .product(name: "ComponentCommands", package: "ComponentCommands"),
                .product(name: "ComponentCommandsTesting", package: "ComponentCommands"),
                "Account",
                "Probe",
                .product(name: "AccountMediator", package: "AccountMediator"),
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
            ],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

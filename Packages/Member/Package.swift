// swift-tools-version: 6.0
import PackageDescription

/// Member: the iterative feature that owns loyalty points, earned from payments, and member levels.
let package = Package(
    name: "Member",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The component: `MemberFacade` and `Target_Member`.
        .library(name: "Member", targets: ["Member"]),
        // Member run alone: its commands against a scripted Account (see the README).
        .executable(name: "MemberExample", targets: ["MemberExample"]),
    ],
    dependencies: [
        .package(path: "../Mediator"),
        .package(path: "../Storage"),
        .package(path: "../AccountMediator"),
        .package(path: "../PaymentMediator"),
        .package(path: "../MemberMediator"),
        .package(path: "../CommandKit"),
        .package(path: "../ComponentCommands"),
    ],
    targets: [
        // The Facade, the points ledger, the level table and the Target-Action adapter.
        .target(
            name: "Member",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                // Only for the payment event names and their `PaymentEvent` payload.
                .product(name: "PaymentMediator", package: "PaymentMediator"),
                // Its own interface: the wire types, error codes and earning rule callers see are declared there.
                .product(name: "MemberMediator", package: "MemberMediator"),
                // Its command-line screens, handed to the app by `Target_MemberCommands`.
                .product(name: "CommandKit", package: "CommandKit"),
                .product(name: "ComponentCommands", package: "ComponentCommands"),
            ]
        ),
        // The example: Member's commands on real Storage in a temporary home, a scripted Account (test
        // support, which an executable may link), and demo payments announced as Payment announces them.
        .executableTarget(
            name: "MemberExample",
            dependencies: [
                "Member",
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "MediatorTesting", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "AccountMediator", package: "AccountMediator"),
                .product(name: "PaymentMediator", package: "PaymentMediator"),
                .product(name: "ComponentCommands", package: "ComponentCommands"),
                .product(name: "ComponentCommandsTesting", package: "ComponentCommands"),
            ]
        ),
        .testTarget(
            name: "MemberTests",
            dependencies: [
                "Member",
                // The command tests run the example's composition in process.
                "MemberExample",
                .product(name: "ComponentCommands", package: "ComponentCommands"),
                .product(name: "ComponentCommandsTesting", package: "ComponentCommands"),
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "PaymentMediator", package: "PaymentMediator"),
                .product(name: "MemberMediator", package: "MemberMediator"),
            ],
            // The help golden file, compared by `MemberHelpGoldenTests`.
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
import PackageDescription

/// MemberMediator: typed calls into the Member component for its callers, through the Mediator only.
let package = Package(
    name: "MemberMediator",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The only product: `mediator.member` and the caller-side value types.
        .library(name: "MemberMediator", targets: ["MemberMediator"])
    ],
    dependencies: [
        .package(path: "../Mediator")
    ],
    targets: [
        // Calls with Member's target and action names written once, and results decoded into value types.
        .target(name: "MemberMediator", dependencies: [.product(name: "Mediator", package: "Mediator")]),
        .testTarget(
            name: "MemberMediatorTests",
            dependencies: [
                "MemberMediator", .product(name: "Mediator", package: "Mediator"),
                .product(name: "MediatorTesting", package: "Mediator"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

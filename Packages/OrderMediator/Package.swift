// swift-tools-version: 6.0
import PackageDescription

/// OrderMediator: typed calls into Order for its callers; depends on the Mediator core only.
let package = Package(
    name: "OrderMediator",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "OrderMediator", targets: ["OrderMediator"])
    ],
    dependencies: [.package(path: "../Mediator")],
    targets: [
        .target(name: "OrderMediator", dependencies: [.product(name: "Mediator", package: "Mediator")]),
        .testTarget(
            name: "OrderMediatorTests",
            dependencies: [
                "OrderMediator", .product(name: "Mediator", package: "Mediator"),
                .product(name: "MediatorTesting", package: "Mediator"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

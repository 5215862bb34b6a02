// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Coupon",
    products: [.library(name: "Coupon", targets: ["Coupon"])],
    dependencies: [
        .package(path: "../Mediator")
    ],
    targets: [
        .target(
            name: "Coupon",
            dependencies: [
                .product(name: "Mediator", package: "Mediator")
            ]
        )
    ]
)

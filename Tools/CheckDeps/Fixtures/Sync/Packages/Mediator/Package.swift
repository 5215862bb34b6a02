// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Mediator",
    products: [.library(name: "Mediator", targets: ["Mediator"])],
    dependencies: [],
    targets: [
        .target(
            name: "Mediator",
            dependencies: []
        )
    ]
)

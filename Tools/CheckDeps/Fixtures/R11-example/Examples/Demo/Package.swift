// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Demo",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(name: "demo", dependencies: [.product(name: "Kit", package: "R11-example")])
    ]
)

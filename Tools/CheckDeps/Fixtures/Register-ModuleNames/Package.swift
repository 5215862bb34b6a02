// swift-tools-version: 6.0
import PackageDescription

/// The components the app links, written `let components = ["Name"]`: one name per line.
let components = [
    "Storage",
    "Cart",  // the only business component so far
]

let package = Package(
    name: "shop",
    dependencies: components.map { .package(path: "Packages/\($0)") },
    targets: [
        .executableTarget(
            name: "shop", dependencies: components.map { .product(name: $0, package: $0) }, path: "App")
    ]
)

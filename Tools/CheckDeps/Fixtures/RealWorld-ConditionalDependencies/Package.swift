// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Conditional",
    dependencies: [
        .package(url: "https://example.invalid/swift-crypto.git", from: "3.0.0")
    ],
    targets: [
        .target(name: "LinuxSupport"),
        .target(
            name: "App",
            dependencies: [
                .target(name: "LinuxSupport", condition: .when(platforms: [.linux])),
                .product(name: "Crypto", package: "swift-crypto", condition: .when(platforms: [.linux, .android])),
            ]
        ),
        .target(
            name: "Tool",
            dependencies: [
                .target(name: "LinuxSupport", condition: .when(platforms: [.linux]))
            ]
        ),
    ]
)

// swift-tools-version: 6.0
import PackageDescription

/// Networking: the base HTTP client (http://, https:// over OpenSSL, and file://) every component reads from the mediator context.
let package = Package(
    name: "Networking",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The only product: `NetworkingFacade`, its value types and `Target_Networking`.
        .library(name: "Networking", targets: ["Networking"])
    ],
    dependencies: [
        .package(path: "../Mediator"),
        .package(path: "../NetworkingMediator"),
    ],
    targets: [
        // The system OpenSSL (libssl-dev) for https://: its headers only. Nothing links libssl or
        // libcrypto (no `link` in the modulemap, no pkg-config here, whose `--libs` every product would
        // link): Networking opens them with dlopen on the first https:// connection (OpenSSLLibrary).
        .systemLibrary(
            name: "COpenSSL",
            path: "Sources/COpenSSL",
            providers: [.apt(["libssl-dev"])]
        ),
        .target(
            name: "Networking",
            dependencies: [
                "COpenSSL", .product(name: "Mediator", package: "Mediator"),
                // Its own interface: the wire types and error codes callers see are declared there.
                .product(name: "NetworkingMediator", package: "NetworkingMediator"),
            ]
        ),
        .testTarget(
            name: "NetworkingTests",
            dependencies: [
                // COpenSSL: the tests check the library file names its headers give.
                "Networking", "COpenSSL", .product(name: "Mediator", package: "Mediator"),
                .product(name: "NetworkingMediator", package: "NetworkingMediator"),
            ],
            path: "Tests/NetworkingTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)

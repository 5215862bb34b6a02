// swift-tools-version: 6.0
import PackageDescription

/// MediatorValueFuzz: libFuzzer target for `MediatorValue`'s JSON decoding and encoding, the remote
/// entry's `json` URL parameter, and the typed `Params` readers over decoded values. Built only by
/// `Tools/fuzz`, with `-sanitize=fuzzer,address`.
let package = Package(
    name: "MediatorValueFuzz",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "MediatorValueFuzz", targets: ["MediatorValueFuzz"])
    ],
    dependencies: [
        .package(path: "../../../Packages/Mediator"),
        .package(path: "../FuzzSupport"),
    ],
    targets: [
        .executableTarget(
            name: "MediatorValueFuzz",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "FuzzSupport", package: "FuzzSupport"),
            ])
    ],
    swiftLanguageModes: [.v6]
)

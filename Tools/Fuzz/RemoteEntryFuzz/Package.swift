// swift-tools-version: 6.0
import PackageDescription

/// RemoteEntryFuzz: libFuzzer target for the Mediator's remote entry (URL parsing and a full `open`
/// against fixture components). Built only by `Tools/fuzz`, with `-sanitize=fuzzer,address`.
let package = Package(
    name: "RemoteEntryFuzz",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "RemoteEntryFuzz", targets: ["RemoteEntryFuzz"])
    ],
    dependencies: [
        .package(path: "../../../Packages/Mediator"),
        .package(path: "../FuzzSupport"),
    ],
    targets: [
        // Records every handler that ran, so the target can tell which ones a URL reached.
        .target(name: "FixtureLog", dependencies: [.product(name: "Mediator", package: "Mediator")]),
        // `Shelf.Target_Shelf`: the remote-visible fixture component, found by runtime lookup.
        .target(name: "Shelf", dependencies: [.product(name: "Mediator", package: "Mediator"), "FixtureLog"]),
        // `Vault.Target_Vault`: a component that exists but is not remote-visible.
        .target(name: "Vault", dependencies: [.product(name: "Mediator", package: "Mediator"), "FixtureLog"]),
        // The fuzz entry point (`LLVMFuzzerTestOneInput`); links the fixtures so the mediator finds them.
        .executableTarget(
            name: "RemoteEntryFuzz",
            dependencies: [
                .product(name: "Mediator", package: "Mediator"),
                .product(name: "FuzzSupport", package: "FuzzSupport"),
                "FixtureLog", "Shelf", "Vault",
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
import PackageDescription

// The app layer: the `shop` executable composes every component; the end-to-end and contract tests
// live here too. Each component is its own package under Packages/ (see architecture.json), which
// builds and tests alone. This manifest declares the libraries it links again, by path (`libraries`
// below), instead of depending on those packages: SwiftPM refuses a `.package(url:)` dependency whose
// manifest has local path dependencies, and this one is what another repository gets by URL
// (the `Mediator` and `MediatorTesting` libraries, the `check-deps` executable and plugin).

/// Business and base components, linked into `shop` so the mediator can find their targets by name.
/// The app never imports them (rule R6); it calls them through their extension packages.
/// Generated from architecture.json, the registry, by `Tools/check-deps sync`: do not edit by hand
/// (check-deps rule R10 fails when this list differs from the registry's components).
let components = [
    "Networking",
    "Storage",
    "Account",
    "Tracking",
    "Payment",
    "Cart",
    "Goods",
    "Order",
    "Member",
]

/// The components only linked, never imported (the base ones come in through ShopCommands).
let businessComponents = components.filter { $0 != "Networking" && $0 != "Storage" }

/// Every library the app builds, as its own package under Packages/ declares it: the module, the
/// package directory it lives in, and the modules it depends on. The package's manifest is the one
/// that states a dependency. Generated from those manifests by `Tools/check-deps sync`: do not edit by
/// hand (check-deps rule R11 fails when this table differs from them).
let libraries: [(name: String, package: String, dependencies: [String])] = [
    ("Mediator", "Mediator", []),
    ("MediatorTesting", "Mediator", ["Mediator"]),
    ("CommandKit", "CommandKit", []),
    ("ComponentCommands", "ComponentCommands", ["Mediator", "CommandKit"]),
    ("ComponentCommandsTesting", "ComponentCommands", ["ComponentCommands", "Mediator", "CommandKit"]),
    ("Networking", "Networking", ["COpenSSL", "Mediator", "NetworkingMediator"]),
    ("NetworkingMediator", "NetworkingMediator", ["Mediator"]),
    ("Storage", "Storage", ["CSQLite", "Mediator", "StorageMediator"]),
    ("StorageMediator", "StorageMediator", ["Mediator"]),
    ("Account", "Account", ["CCrypt", "Mediator", "AccountMediator", "Storage", "CommandKit", "ComponentCommands"]),
    ("AccountMediator", "AccountMediator", ["Mediator"]),
    ("Tracking", "Tracking", ["Mediator", "Storage", "TrackingMediator", "CommandKit", "ComponentCommands"]),
    ("TrackingMediator", "TrackingMediator", ["Mediator"]),
    ("Payment", "Payment", ["Mediator", "Storage", "PaymentMediator", "CommandKit", "ComponentCommands"]),
    ("PaymentMediator", "PaymentMediator", ["Mediator"]),
    ("Cart", "Cart", ["Mediator", "Storage", "CartMediator", "CommandKit", "ComponentCommands"]),
    ("CartMediator", "CartMediator", ["Mediator"]),
    (
        "Goods", "Goods",
        [
            "Mediator", "Storage", "Networking", "GoodsMediator", "AccountMediator", "MemberMediator", "CommandKit",
            "ComponentCommands", "CartMediator",
        ]
    ),
    ("GoodsMediator", "GoodsMediator", ["Mediator"]),
    (
        "Order", "Order",
        [
            "Mediator", "Storage", "OrderMediator", "CartMediator", "MemberMediator", "GoodsMediator",
            "PaymentMediator", "CommandKit", "ComponentCommands",
        ]
    ),
    ("OrderMediator", "OrderMediator", ["Mediator", "PaymentMediator"]),
    (
        "Member", "Member",
        ["Mediator", "Storage", "PaymentMediator", "MemberMediator", "CommandKit", "ComponentCommands"]
    ),
    ("MemberMediator", "MemberMediator", ["Mediator"]),
]

/// The C libraries three components wrap, from the system (Tools/test-all installs them with apt-get).
let systemLibraries: [Target] = [
    // Headers only, no pkg-config (its `--libs` would link libssl and libcrypto into every product):
    // Networking opens OpenSSL with dlopen on the first https:// connection.
    .systemLibrary(
        name: "COpenSSL", path: "Packages/Networking/Sources/COpenSSL", providers: [.apt(["libssl-dev"])]),
    .systemLibrary(
        name: "CSQLite", path: "Packages/Storage/Sources/CSQLite", pkgConfig: "sqlite3",
        providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(name: "CCrypt", path: "Packages/Account/Sources/CCrypt", providers: [.apt(["libcrypt-dev"])]),
]

/// The checker, from its package in Tools/CheckDeps (which builds and tests alone, like every package).
let checker: [Target] = [
    .target(name: "CheckDepsCore", path: "Tools/CheckDeps/Sources/CheckDepsCore"),
    .executableTarget(name: "check-deps", dependencies: ["CheckDepsCore"], path: "Tools/CheckDeps/Sources/check-deps"),
    .plugin(
        name: "CheckDepsPlugin",
        capability: .command(
            intent: .custom(
                verb: "check-deps",
                description:
                    "Check the package's architecture (layers, imports, cycles); same options as check-deps")
        ),
        dependencies: ["check-deps"],
        path: "Tools/CheckDeps/Plugins/CheckDepsPlugin"
    ),
]

/// The core and the base Facades the app builds.
let foundation: [Target.Dependency] = ["Mediator", "Storage", "Networking"]

/// Every extension package (the contract tests call them all).
let interfaces: [Target.Dependency] = components.map { .target(name: "\($0)Mediator") }

/// What the shell itself calls: the session (Account), the status line (Cart), `doctor`'s database
/// lines (Storage). Every other command, and every other health check, is a component's own.
let shellInterfaces: [Target.Dependency] = ["AccountMediator", "CartMediator", "StorageMediator"]

/// The libraries, each from its package's sources.
let libraryTargets: [Target] = libraries.map { library in
    .target(
        name: library.name, dependencies: library.dependencies.map { .target(name: $0) },
        path: "Packages/\(library.package)/Sources/\(library.name)")
}

/// The app: the shell, the executable, and the suites that test them together.
let appTargets: [Target] = [
    // Wiring only: main.swift runs ShopCLI; the component products are linked, not imported.
    .executableTarget(
        name: "shop",
        dependencies: ["ShopCommands"] + businessComponents.map { .target(name: $0) },
        path: "App/Shop"),
    // The shell: the composition root, global options, help, completion, the session, `routes`,
    // `open` and `doctor`. Each component's commands are its own (Packages/*/Sources/*/Commands).
    .target(
        name: "ShopCommands",
        dependencies: foundation + shellInterfaces + ["CommandKit", "ComponentCommands"],
        path: "App/ShopCommands"),

    // Parser and output unit tests.
    .testTarget(
        name: "ShopCommandsTests",
        dependencies: [
            "ShopCommands", "CommandKit", "ComponentCommands", "ComponentCommandsTesting", "Mediator",
            "MediatorTesting",
            "AccountMediator", "Networking",
        ],
        path: "Tests/ShopCommandsTests",
        exclude: ["Golden"]),
    // Round trip of every extension-package call against the real component targets.
    .testTarget(
        name: "ContractTests",
        dependencies: foundation + interfaces + businessComponents.map { .target(name: $0) },
        path: "Tests/ContractTests"),
    // End to end: the real `shop` binary in a temporary home.
    // It runs the binary (never imports it): the dependency makes SwiftPM build `shop` first.
    .testTarget(
        name: "ShopTests",
        dependencies: ["shop"],  // check-deps:ignore R8: builds the binary the tests run
        path: "Tests/ShopTests"),
]

let package = Package(
    name: "shop",
    // One floor for every library below: the highest of their packages' (CommandKit, ComponentCommands,
    // Networking and Tracking use Synchronization.Mutex, macOS 15 and iOS 18), so an adopter by URL gets
    // macOS 15 and iOS 18 even for Mediator, whose own package needs macOS 13 and iOS 16.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "shop", targets: ["shop"]),
        // For other repositories, by URL: the core, its test doubles, and the checker.
        .library(name: "Mediator", targets: ["Mediator"]),
        .library(name: "MediatorTesting", targets: ["MediatorTesting"]),
        .executable(name: "check-deps", targets: ["check-deps"]),
        .plugin(name: "CheckDepsPlugin", targets: ["CheckDepsPlugin"]),
        // The checker's logic as a library (documented: the CheckDepsCore archive of Tools/docs);
        // Tools/Fuzz's SwiftLexer target fuzzes its lexer and import scanner.
        .library(name: "CheckDepsCore", targets: ["CheckDepsCore"]),
        // For Tools/Fuzz only: the command layer (ShopCLI and SessionGuard read command lines through
        // `ShopCLI.read`), and Storage with the business components (SessionGuard, StorageSQL).
        .library(name: "ShopCommands", targets: ["ShopCommands"]),
        .library(name: "ShopComponents", targets: ["Storage"] + businessComponents),
    ],
    targets: libraryTargets + systemLibraries + checker + appTargets,
    swiftLanguageModes: [.v6]
)

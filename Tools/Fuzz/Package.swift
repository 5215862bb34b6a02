// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// The repository root's package identity: SwiftPM names a path dependency after its folder, which
/// differs between checkouts (`shop`, `main`, a worktree's name).
let rootIdentity = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

/// A product of the repository root, which declares every library the targets fuzz.
func root(_ product: String) -> Target.Dependency { .product(name: product, package: rootIdentity) }

/// A fuzz target: the executable `<name>Fuzz`, whose folder `<name>Fuzz/` also holds its seed corpus
/// (`Corpus/`) and libFuzzer dictionary. Every target links FuzzSupport.
func fuzzTarget(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: "\(name)Fuzz", dependencies: dependencies + ["FuzzSupport"], path: "\(name)Fuzz/Sources/\(name)Fuzz")
}

/// The libFuzzer targets, one package so that `Tools/fuzz` builds what they share once (the shop's
/// modules, release, `-sanitize=fuzzer,address`) in one scratch directory. Built only by `Tools/fuzz`;
/// no product of the shop links libFuzzer.
let package = Package(
    name: "Fuzz",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: ["MediatorValue", "RemoteEntry", "RewriteTable", "SessionGuard", "ShopCLI", "StorageSQL", "SwiftLexer"]
        .map { .executable(name: "\($0)Fuzz", targets: ["\($0)Fuzz"]) },
    dependencies: [.package(path: "../..")],
    targets: [
        // What every target shares: reading structured values out of the fuzzer's bytes, checking
        // properties, planted bugs and the self-test, waiting for async work.
        .target(name: "FuzzSupport", path: "FuzzSupport/Sources/FuzzSupport"),

        // `MediatorValue`'s JSON decoding and encoding, the remote entry's `json` parameter, `Params`.
        fuzzTarget("MediatorValue", [root("Mediator")]),

        // The Mediator's remote entry: URL parsing and a full `open` against fixture components.
        fuzzTarget("RemoteEntry", [root("Mediator"), "FixtureLog", "Shelf", "Vault"]),
        // Records every handler that ran, so the target can tell which ones a URL reached.
        .target(name: "FixtureLog", dependencies: [root("Mediator")], path: "RemoteEntryFuzz/Sources/FixtureLog"),
        // `Shelf.Target_Shelf`: the remote-visible fixture component, found by runtime lookup.
        .target(name: "Shelf", dependencies: [root("Mediator"), "FixtureLog"], path: "RemoteEntryFuzz/Sources/Shelf"),
        // `Vault.Target_Vault`: a component that exists but is not remote-visible.
        .target(name: "Vault", dependencies: [root("Mediator"), "FixtureLog"], path: "RemoteEntryFuzz/Sources/Vault"),

        // The rewrite table's JSON (`dispatch.json`, `--dispatch-url`) and the rewrites it applies.
        fuzzTarget("RewriteTable", [root("Mediator")]),

        // `shop interactive` sessions (`ShopSession`) against the guards a session keeps: operator
        // commands, other users' data, the home's login, files. ShopComponents links Storage and the
        // business components (as `shop` links them), so the mediator finds their targets by name.
        fuzzTarget("SessionGuard", [root("ShopCommands"), root("ShopComponents")]),

        // The shop's command-line reading (`ShopCLI.read`) and the interactive line splitter.
        fuzzTarget("ShopCLI", [root("ShopCommands")]),

        // Storage's statement preparation and execution with hostile SQL text and bindings.
        fuzzTarget("StorageSQL", [root("ShopComponents")]),

        // check-deps' Swift lexer and import scanner (`SwiftLexer.lex`, `ImportScanner.imports(in:)`).
        fuzzTarget("SwiftLexer", [root("CheckDepsCore")]),
    ],
    swiftLanguageModes: [.v6]
)

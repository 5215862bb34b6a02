import CheckDepsCore
import Foundation
import XCTest

/// `check-deps sync`: the app's copies (the root manifest's libraries table, its components list and
/// the registration list) are written from the one place each fact is written by hand, all files or
/// none, and R10/R11 then find nothing to report.
final class SyncCommandTests: FixtureCopyTestCase {
    /// The files of the `Sync` fixture that sync may write.
    private let written = ["Package.swift", "App/Registrations.swift"]

    private func sync(_ root: URL, _ arguments: [String] = []) -> CheckDepsCommand.Outcome {
        CheckDepsCommand.run(
            arguments: ["sync"] + arguments + ["--root", root.path, "--cache-dir", TestSupport.cacheDirectory.path],
            currentDirectory: "/")
    }

    private func text(_ root: URL, _ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    private func contents(_ root: URL, _ paths: [String]) throws -> [String] {
        try paths.map { try text(root, $0) }
    }

    /// Adds GoodsMediator to Goods' target in Goods' own manifest (and the import that uses it).
    private func addGoodsMediatorToGoods(_ root: URL) throws {
        try TestSupport.edit(
            root, "Packages/Goods/Package.swift", replacing: "        .package(path: \"../Mediator\")\n",
            with: "        .package(path: \"../Mediator\"),\n        .package(path: \"../GoodsMediator\"),\n")
        try TestSupport.edit(
            root, "Packages/Goods/Package.swift",
            replacing: "                .product(name: \"Mediator\", package: \"Mediator\")\n",
            with: "                .product(name: \"Mediator\", package: \"Mediator\"),\n"
                + "                .product(name: \"GoodsMediator\", package: \"GoodsMediator\"),\n")
        try TestSupport.edit(
            root, "Packages/Goods/Sources/Goods/GoodsFacade.swift", replacing: "import Mediator\n",
            with: "import GoodsMediator\nimport Mediator\n")
    }

    // MARK: One hand edit plus sync

    func testSync_afterADependencyIsAddedInThePackagesManifest_writesTheRootTable_andR11IsClean() throws {
        let root = try copy("Sync")
        try addGoodsMediatorToGoods(root)
        let before = try contents(root, written)

        // The copy now differs: R11 says so, and says to run sync.
        let drifted = TestSupport.run(root: root)
        XCTAssertEqual(drifted.exitCode, 1, drifted.standardOutput + drifted.standardError)
        let lines = drifted.standardOutput.split(separator: "\n").map(String.init)
        let index = try XCTUnwrap(
            lines.firstIndex {
                $0
                    == "Package.swift:13: error: [R11] target Goods lacks GoodsMediator, unlike Packages/Goods/Package.swift"
            }, drifted.standardOutput)
        XCTAssertEqual(
            lines[index + 1],
            "  fix: Run `Tools/check-deps sync`, which writes this table's dependencies from "
                + "Packages/Goods/Package.swift (Mediator, GoodsMediator); change a dependency there, never here.")

        // --check names the file and writes nothing.
        let check = sync(root, ["--check"])
        XCTAssertEqual(check.exitCode, 1, check.standardError)
        XCTAssertEqual(
            check.standardOutput,
            "check-deps sync: Package.swift differs from what sync writes (components, libraries); "
                + "run `Tools/check-deps sync`\n")
        XCTAssertEqual(try contents(root, written), before)

        let outcome = sync(root)
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertEqual(outcome.standardOutput, "check-deps sync: updated Package.swift\n")
        XCTAssertEqual(
            try text(root, "Package.swift"),
            before[0].replacingOccurrences(
                of: "    (\"Goods\", \"Goods\", [\"Mediator\"]),\n",
                with: "    (\"Goods\", \"Goods\", [\"Mediator\", \"GoodsMediator\"]),\n"))
        XCTAssertEqual(try text(root, "App/Registrations.swift"), before[1])

        XCTAssertEqual(sync(root, ["--check"]).exitCode, 0)
        let clean = TestSupport.run(root: root)
        XCTAssertEqual(clean.exitCode, 0, clean.standardOutput + clean.standardError)
        XCTAssertFalse(clean.standardOutput.contains("[R11]"), clean.standardOutput)
    }

    func testSync_dryRun_printsTheLinesThatWouldChange_andWritesNothing() throws {
        let root = try copy("Sync")
        try addGoodsMediatorToGoods(root)
        let before = try contents(root, written)
        let outcome = sync(root, ["--dry-run"])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertEqual(
            outcome.standardOutput,
            """
            check-deps sync: would update Package.swift
            @@ Package.swift:13 @@
            -    ("Goods", "Goods", ["Mediator"]),
            +    ("Goods", "Goods", ["Mediator", "GoodsMediator"]),

            """)
        XCTAssertEqual(try contents(root, written), before)
        XCTAssertTrue(sync(root, ["--help"]).standardOutput.hasPrefix("USAGE: check-deps sync"))
        XCTAssertEqual(sync(root, ["--check", "--dry-run"]).exitCode, 2)
    }

    /// A dependency the layer rules forbid in the package's own manifest: the advice for the table's
    /// copy is to fix that manifest first, and following it (fix, then sync) leaves nothing to report.
    func testR11_inATable_aForbiddenDependency_isFixedInThePackagesManifestFirst_thenSynced() throws {
        let root = try copy("Sync")
        // GoodsMediator, an interface package, depends on its implementation Goods.
        try TestSupport.edit(
            root, "Packages/GoodsMediator/Package.swift", replacing: "        .package(path: \"../Mediator\")\n",
            with: "        .package(path: \"../Mediator\"),\n        .package(path: \"../Goods\"),\n")
        try TestSupport.edit(
            root, "Packages/GoodsMediator/Package.swift",
            replacing: "                .product(name: \"Mediator\", package: \"Mediator\")\n",
            with: "                .product(name: \"Mediator\", package: \"Mediator\"),\n"
                + "                .product(name: \"Goods\", package: \"Goods\"),\n")
        try TestSupport.edit(
            root, "Packages/GoodsMediator/Sources/GoodsMediator/GoodsMediator.swift", replacing: "import Mediator\n",
            with: "import Goods\nimport Mediator\n")
        let outcome = TestSupport.run(root: root)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        let index = try XCTUnwrap(
            lines.firstIndex { $0.contains("[R11] target GoodsMediator lacks Goods") }, outcome.standardOutput)
        let fix = lines[index + 1]
        XCTAssertTrue(
            fix.hasPrefix("  fix: First fix Packages/GoodsMediator/Package.swift, where Goods breaks R"), fix)
        XCTAssertTrue(
            fix.hasSuffix(
                " (sync copies what that manifest declares), then run `Tools/check-deps sync`, which writes this "
                    + "table from it."), fix)

        // Following the advice: the manifest fixed (back as it was), then sync: nothing to report.
        for path in [
            "Packages/GoodsMediator/Package.swift", "Packages/GoodsMediator/Sources/GoodsMediator/GoodsMediator.swift",
        ] {
            try TestSupport.write(
                root, path, try text(TestSupport.fixtures.appendingPathComponent("Sync"), path))
        }
        XCTAssertEqual(sync(root).exitCode, 0)
        let clean = TestSupport.run(root: root)
        XCTAssertEqual(clean.exitCode, 0, clean.standardOutput + clean.standardError)
    }

    // MARK: architecture.json, edited by hand

    func testSync_aComponentAddedToArchitectureJSONByHand_appearsInEveryList_andR10IsClean() throws {
        let root = try copy("Sync")
        try TestSupport.edit(
            root, "architecture.json", replacing: "    { \"name\": \"Goods\"",
            with: """
                    { "name": "Cart", "path": "Packages/Cart", "layer": "common", "kind": "component", "launch": 20 },
                    { "name": "CartMediator", "path": "Packages/CartMediator", "layer": "common", "kind": "extension", "component": "Cart" },
                    { "name": "Goods"
                """)
        try TestSupport.edit(
            root, "architecture.json", replacing: "\"links\": [\"Goods\"]", with: "\"links\": [\"Cart\", \"Goods\"]")
        for name in ["Cart", "CartMediator"] {
            try TestSupport.write(
                root, "Packages/\(name)/Package.swift",
                """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "\(name)",
                    products: [.library(name: "\(name)", targets: ["\(name)"])],
                    dependencies: [.package(path: "../Mediator")],
                    targets: [.target(name: "\(name)", dependencies: [.product(name: "Mediator", package: "Mediator")])]
                )

                """)
            try TestSupport.write(
                root, "Packages/\(name)/Sources/\(name)/\(name).swift",
                "import Mediator\n\n/// \(name).\npublic enum \(name) {}\n")
        }
        let r10 = TestSupport.run(root: root)
        XCTAssertTrue(
            r10.standardOutput.contains("[R10] the registration list lacks Cart, which architecture.json lists"),
            r10.standardOutput)
        XCTAssertTrue(r10.standardOutput.contains("  fix: Run `Tools/check-deps sync`"), r10.standardOutput)

        let outcome = sync(root)
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertEqual(outcome.standardOutput, "check-deps sync: updated Package.swift, App/Registrations.swift\n")
        let manifest = try text(root, "Package.swift")
        XCTAssertTrue(manifest.contains("let components = [\n    \"Cart\",\n    \"Goods\",\n]\n"), manifest)
        XCTAssertTrue(
            manifest.contains(
                """
                    ("Mediator", "Mediator", []),
                    ("Cart", "Cart", ["Mediator"]),
                    ("CartMediator", "CartMediator", ["Mediator"]),
                    ("Goods", "Goods", ["Mediator"]),
                """), manifest)
        XCTAssertTrue(
            try text(root, "App/Registrations.swift").hasSuffix(
                """
                let registrations: [Registration] = [
                    .init(name: "Cart", launch: 20, remote: false),
                    .init(name: "Goods", launch: 10, remote: true),
                ]

                """))
        let clean = TestSupport.run(root: root)
        XCTAssertEqual(clean.exitCode, 0, clean.standardOutput + clean.standardError)
    }

    // MARK: Refusals

    /// Runs sync and asserts exit 2, `message` on stderr, and no file changed.
    private func assertRefuses(
        _ root: URL, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let before = try contents(root, written)
        let outcome = sync(root)
        XCTAssertEqual(outcome.exitCode, 2, outcome.standardOutput, file: file, line: line)
        XCTAssertTrue(
            outcome.standardError.contains(message), "\(outcome.standardError) lacks \(message)", file: file,
            line: line)
        XCTAssertEqual(try contents(root, written), before, "a refusal changed a file", file: file, line: line)
    }

    func testSync_withoutTheRegistrationMarker_exitsTwo_andWritesNothing() throws {
        let root = try copy("Sync")
        try addGoodsMediatorToGoods(root)  // the manifest would change, were sync to write anything
        try TestSupport.edit(root, "App/Registrations.swift", replacing: "// check-deps: registrations\n", with: "")
        try assertRefuses(root, "no Swift file of the app shop has a `// check-deps: registrations` list")
    }

    func testSync_aMarkerWithoutAList_exitsTwo_andWritesNothing() throws {
        let root = try copy("Sync")
        try addGoodsMediatorToGoods(root)
        try TestSupport.edit(
            root, "App/Registrations.swift", replacing: "let registrations: [Registration] = [",
            with: "let registrations: [Registration] = Array([")
        try TestSupport.edit(root, "App/Registrations.swift", replacing: "]\n", with: "])\n")
        try assertRefuses(root, "App/Registrations.swift:8: the registration marker is not followed by a list")
    }

    func testSync_withoutTheComponentsList_exitsTwo_andWritesNothing() throws {
        let root = try copy("Sync")
        try TestSupport.edit(root, "Package.swift", replacing: "let components = [", with: "let linked = [")
        try TestSupport.edit(root, "Package.swift", replacing: "components.map", with: "linked.map")
        try TestSupport.edit(root, "architecture.json", replacing: "\"launch\": 10", with: "\"launch\": 30")
        try assertRefuses(root, "Package.swift declares no `let components = [ … ]` at its top level")
    }

    func testSync_aManifestThatDoesNotLoad_exitsTwo_andWritesNothing() throws {
        let root = try copy("Sync")
        try TestSupport.edit(root, "architecture.json", replacing: "\"launch\": 10", with: "\"launch\": 30")
        try TestSupport.edit(
            root, "Packages/Goods/Package.swift", replacing: "let package", with: "let package = 1\nlet")
        try assertRefuses(root, "Packages/Goods/Package.swift cannot be loaded")
    }

    // MARK: This repository

    /// The committed root manifest and registry are exactly what sync writes: from a root manifest
    /// whose table and lists are wrong, sync writes the committed files back byte for byte.
    func testSync_onThisRepositorysManifests_writesTheCommittedFilesByteForByte() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("check-deps-sync-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let registryPath = "App/ShopCommands/ComponentRegistry.swift"
        var paths = ["architecture.json", "Package.swift", registryPath]
        let packages = try FileManager.default.contentsOfDirectory(
            atPath: TestSupport.repositoryRoot.appendingPathComponent("Packages").path)
        paths += packages.map { "Packages/\($0)/Package.swift" }.filter {
            FileManager.default.fileExists(atPath: TestSupport.repositoryRoot.appendingPathComponent($0).path)
        }
        for path in paths {
            try TestSupport.write(root, path, try text(TestSupport.repositoryRoot, path))
        }
        let committed = try contents(root, ["Package.swift", registryPath])
        XCTAssertTrue(committed[0].contains("Generated from those manifests by `Tools/check-deps sync`"))
        XCTAssertTrue(committed[1].contains("generated from the registry by `Tools/check-deps sync`"))

        // Scramble every list sync writes.
        let manifest = committed[0]
        let table = try XCTUnwrap(manifest.range(of: "    (\"Mediator\", \"Mediator\", []),\n"))
        let tableEnd = try XCTUnwrap(manifest.range(of: "\n]\n", range: table.upperBound..<manifest.endIndex))
        var scrambled = manifest.replacingCharacters(
            in: table.lowerBound..<tableEnd.lowerBound, with: "    (\"Mediator\", \"Mediator\", [\"Goods\"]),")
        scrambled = scrambled.replacingOccurrences(of: "    \"Goods\",\n", with: "")
        try TestSupport.write(root, "Package.swift", scrambled)
        try TestSupport.edit(
            root, registryPath, replacing: ".init(name: \"Goods\", launch: 50, remote: true)",
            with: ".init(name: \"Goods\", launch: 55, remote: false)")
        XCTAssertEqual(sync(root, ["--check"]).exitCode, 1)

        let outcome = sync(root)
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertEqual(try contents(root, ["Package.swift", registryPath]), committed)
        XCTAssertEqual(sync(root, ["--check"]).exitCode, 0)
    }

    /// `sync --check` on the repository itself: every copy is current (nothing is written).
    func testSyncCheck_onThisRepository_findsEveryCopyCurrent() {
        let outcome = sync(TestSupport.repositoryRoot, ["--check"])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardOutput + outcome.standardError)
        XCTAssertEqual(
            outcome.standardOutput,
            "check-deps sync: every copy is current (Package.swift, App/ShopCommands/ComponentRegistry.swift)\n")
    }
}

import CheckDepsCore
import Foundation
import XCTest

/// `check-deps init`: inferred layers and kinds, the adoption baseline, and never losing a file.
final class InitCommandTests: FixtureCopyTestCase {
    private func initialize(_ root: URL, _ arguments: [String] = []) -> CheckDepsCommand.Outcome {
        CheckDepsCommand.run(
            arguments: ["init", "--root", root.path, "--cache-dir", TestSupport.cacheDirectory.path] + arguments,
            currentDirectory: "/")
    }

    private func entries(_ root: URL) throws -> [String] {
        let config = try ArchitectureConfig.load(
            from: root.appendingPathComponent("architecture.json"), displayPath: "architecture.json")
        return config.packages.map { package in
            "\(package.name) \(package.layer) \(package.kind.rawValue)"
                + (package.component.map { " of \($0)" } ?? "") + (package.links.map { " links \($0)" } ?? "")
        }
    }

    func testInit_onTheShopFixture_infersTheHandWrittenArchitecture_butForOneLayer() throws {
        let root = try copy("Shop")
        let handWritten = try entries(root)
        try FileManager.default.removeItem(at: root.appendingPathComponent("architecture.json"))
        let outcome = initialize(root)
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        let inferred = try entries(root)
        XCTAssertEqual(
            inferred,
            [
                "Mediator core core", "Networking base component", "NetworkingMediator base extension of Networking",
                "Account common component", "AccountMediator common extension of Account",
                // Cart calls Account through AccountMediator, so its depth is 2: feature, where a person put common.
                "Cart feature component", "CartMediator feature extension of Cart",
                "Goods feature component", "GoodsMediator feature extension of Goods",
                "Order feature component", "OrderMediator feature extension of Order",
                "shop app app links [\"Account\", \"Cart\", \"Goods\", \"Order\"]",
            ])
        let differences = Set(inferred).symmetricDifference(handWritten)
        XCTAssertEqual(
            differences,
            [
                "Cart feature component", "CartMediator feature extension of Cart", "Cart common component",
                "CartMediator common extension of Cart",
                "shop app app links [\"Account\", \"Cart\", \"Goods\", \"Order\"]",
                "shop app app links [\"Networking\", \"Account\", \"Cart\", \"Goods\", \"Order\"]",
            ])
        XCTAssertTrue(
            outcome.standardOutput.hasPrefix(
                "check-deps init: 12 packages (1 core, 2 base, 2 common, 6 feature, 1 app)\n"
                    + "  core     core       Mediator            Packages/Mediator: named Mediator\n"),
            outcome.standardOutput)
        XCTAssertTrue(outcome.standardOutput.contains("wrote .check-deps-baseline.json: no findings to accept\n"))
        XCTAssertEqual(TestSupport.run(root: root).exitCode, 0)
    }

    func testInit_baselinesTodaysFindings_soTheCheckPasses_andANewViolationFails() throws {
        let root = try copy("Adopter")
        let outcome = initialize(root)
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertEqual(
            outcome.standardOutput,
            """
            check-deps init: 6 packages (1 core, 1 base, 2 common, 1 feature, 1 app)
              core     core       Mediator      Packages/Mediator: named Mediator
              base     component  Storage       Packages/Storage: depends on nothing in the project but the core
              common   component  Cart          Packages/Cart: depth 1 from the leaves
              common   extension  CartMediator  Packages/CartMediator: extension of Cart: depends on nothing but the core and interfaces
              feature  component  Goods         Packages/Goods: depth 2 from the leaves
              app      app        Adopter       .: has an executable and no package depends on it
            check-deps init: 6 modules in 5 levels (0-4), 1 in app
              level 0  -    Mediator      Packages/Mediator: depends on no module of the repository
              level 1  -    CartMediator  Packages/CartMediator: depends on Mediator (level 0)
              level 1  -    Storage       Packages/Storage: depends on Mediator (level 0)
              level 2  -    Cart          Packages/Cart: depends on Storage (level 1)
              level 3  -    Goods         Packages/Goods: depends on Cart (level 2)
              level 4  app  adopter       .: depends on Goods (level 3); app: an executable, a composition root
            wrote architecture.json
            wrote .check-deps-baseline.json: 1 accepted findings (R2 1)
            Review the layers in architecture.json, then run check-deps; only new violations fail.

            """)
        XCTAssertEqual(
            try entries(root),
            [
                "Mediator core core", "Storage base component", "Cart common component",
                "CartMediator common extension of Cart", "Goods feature component", "Adopter app app links [\"Goods\"]",
            ])
        let baseline = try Baseline.load(
            from: root.appendingPathComponent(".check-deps-baseline.json"), displayPath: ".check-deps-baseline.json")
        XCTAssertEqual(
            baseline.entries,
            [
                Baseline.Entry(
                    rule: "R2", path: "Packages/Goods/Package.swift", key: "dependency Goods Cart",
                    message: "business component Goods depends on the implementation package of business component Cart"
                )
            ])

        let clean = TestSupport.run(root: root)
        XCTAssertEqual(clean.exitCode, 0, clean.standardOutput)
        XCTAssertEqual(TestSupport.findingLines(clean), [])

        try TestSupport.edit(
            root, "Packages/Goods/Sources/Goods/GoodsFacade.swift", replacing: "import Mediator\n",
            with: "import Mediator\nimport Storage\n")
        let broken = TestSupport.run(root: root)
        XCTAssertEqual(broken.exitCode, 1)
        XCTAssertEqual(
            TestSupport.findingLines(broken),
            [
                "Packages/Goods/Sources/Goods/GoodsFacade.swift:3: error: [R8] target Goods imports Storage, which is "
                    + "not a declared direct dependency of the target (it is reachable only transitively)"
            ])
    }

    func testInit_refusesToReplaceEitherFile_unlessForced() throws {
        let root = try copy("Adopter")
        let config = root.appendingPathComponent("architecture.json")
        let baseline = root.appendingPathComponent(".check-deps-baseline.json")
        try TestSupport.write(root, "architecture.json", "{ \"mine\": true }\n")
        let refused = initialize(root)
        XCTAssertEqual(refused.exitCode, 2)
        XCTAssertEqual(refused.standardOutput, "")
        XCTAssertEqual(
            refused.standardError,
            "check-deps: error: architecture.json already exists in \(root.path); pass --force to replace it "
                + "(see --help)\n")
        XCTAssertEqual(try String(contentsOf: config, encoding: .utf8), "{ \"mine\": true }\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: baseline.path), "nothing written when refusing")

        try FileManager.default.removeItem(at: config)
        try TestSupport.write(root, ".check-deps-baseline.json", "accepted by hand\n")
        let refusedBaseline = initialize(root)
        XCTAssertEqual(refusedBaseline.exitCode, 2)
        XCTAssertTrue(refusedBaseline.standardError.contains(".check-deps-baseline.json already exists"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: config.path), "nothing written when refusing")
        XCTAssertEqual(try String(contentsOf: baseline, encoding: .utf8), "accepted by hand\n")

        let forced = initialize(root, ["--force"])
        XCTAssertEqual(forced.exitCode, 0, forced.standardError)
        XCTAssertNoThrow(try Baseline.load(from: baseline, displayPath: "baseline"))
        XCTAssertEqual(try entries(root).count, 6)
    }

    func testInit_withoutBaseline_writesOnlyTheArchitecture_andSaysTheCheckFails() throws {
        let root = try copy("Adopter")
        try TestSupport.write(root, ".check-deps-baseline.json", "kept\n")
        let outcome = initialize(root, ["--no-baseline"])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertTrue(
            outcome.standardOutput.contains(
                "check-deps finds 1 errors against it; without a baseline the check fails\n"))
        XCTAssertEqual(
            try String(contentsOf: root.appendingPathComponent(".check-deps-baseline.json"), encoding: .utf8), "kept\n")
    }

    func testInit_skipsFixtureDirectoriesAndExcludedPaths() throws {
        let root = try copy("Adopter")
        try TestSupport.write(root, "Tests/Fixtures/Broken/Package.swift", "this is not a manifest\n")
        try TestSupport.write(root, "Vendor/Other/Package.swift", "neither is this\n")
        let outcome = initialize(root, ["--exclude", "Vendor"])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertTrue(
            outcome.standardOutput.contains("excluded Tests/Fixtures (test fixtures)\n"), outcome.standardOutput)
        let config = try ArchitectureConfig.load(
            from: root.appendingPathComponent("architecture.json"), displayPath: "architecture.json")
        XCTAssertEqual(config.exclude, [".build", "Vendor", "Tests/Fixtures"])
        XCTAssertEqual(TestSupport.run(root: root).exitCode, 0)
    }

    func testInit_withABrokenManifest_failsWithoutWritingAnything() throws {
        let root = try copy("Adopter")
        try TestSupport.write(root, "Vendor/Other/Package.swift", "this is not a manifest\n")
        let outcome = initialize(root)
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(
            outcome.standardError.hasPrefix("check-deps: error: swift package dump-package failed for Vendor/Other"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("architecture.json").path))
    }

    func testInit_aManifestForANewerToolchain_isExcludedWithItsReason_andTheCheckPasses() throws {
        let root = try copy("RealWorld-NewerToolsVersion")
        let outcome = initialize(root)
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertTrue(
            outcome.standardOutput.contains(
                "excluded Utilities/Future (its manifest does not load: error: 'future': package 'future' is using "
                    + "Swift tools version 999.0.0"),
            outcome.standardOutput)
        let config = try ArchitectureConfig.load(
            from: root.appendingPathComponent("architecture.json"), displayPath: "architecture.json")
        XCTAssertEqual(config.exclude, [".build", "Utilities/Future"])
        XCTAssertEqual(config.packages.map(\.name), ["NewerToolsVersion"])
        let check = TestSupport.run(root: root)
        XCTAssertEqual(check.exitCode, 0, check.standardOutput + check.standardError)
        XCTAssertEqual(check.standardError, "")
    }

    func testInit_twoManifestsWithOneName_areKeyedByPath_andTheCheckPasses() throws {
        let root = try copy("Init-DuplicateNames")
        let outcome = initialize(root)
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertTrue(
            outcome.standardOutput.contains(
                "  base     component  client  App: has no targets (a placeholder manifest)\n")
                && outcome.standardOutput.contains(
                    "  base     component  client  Bootstrap: has no targets (a placeholder manifest)\n"),
            outcome.standardOutput)
        let config = try ArchitectureConfig.load(
            from: root.appendingPathComponent("architecture.json"), displayPath: "architecture.json")
        XCTAssertEqual(config.packages.map { "\($0.name) \($0.path)" }, ["client App", "client Bootstrap", "game ."])
        XCTAssertEqual(config.schemaVersion, 2, "its one module is levelled")
        XCTAssertEqual(config.modules?.levels?.count, 1)
        let check = TestSupport.run(root: root)
        XCTAssertEqual(check.exitCode, 0, check.standardOutput + check.standardError)
        XCTAssertTrue(check.standardOutput.contains("in 3 packages"), check.standardOutput)
    }

    func testInit_blankManifestName_isRefusedByName_andNothingIsWritten() throws {
        let root = try copy("Init-BlankName")
        let outcome = initialize(root)
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(
            outcome.standardError,
            "check-deps: error: Placeholder/Package.swift names its package \"\" (blank); give it a name in "
                + "Package.swift, or skip it with --exclude Placeholder (see --help)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("architecture.json").path))
        XCTAssertEqual(initialize(root, ["--exclude", "Placeholder"]).exitCode, 0)
    }

    func testInit_oneManifestWithManyModules_levelsThemByTheGraph_andAnEdgeThatRaisesALevelIsThenR1() throws {
        let root = try copy("Modules-kept")
        try FileManager.default.removeItem(at: root.appendingPathComponent("architecture.json"))
        let outcome = initialize(root)
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertTrue(
            outcome.standardOutput.contains(
                "check-deps init: 9 modules in 5 levels (0-4), 1 in app, pairing *Client/*ClientLive, *Client/*Live\n"),
            outcome.standardOutput)
        for line in [
            "  level 0  -    SharedModels     .: depends on no module of the repository\n",
            "  level 1  -    ApiClient        .: depends on SharedModels (level 0)\n",
            "  level 2  -    DatabaseLive     .: depends on DatabaseClient (level 1)\n",
            "  level 3  -    HomeFeature      .: depends on SettingsFeature (level 2)\n",
            "  level 4  app  App              .: depends on HomeFeature (level 3); app: an executable, a composition root\n",
        ] {
            XCTAssertTrue(outcome.standardOutput.contains(line), line + outcome.standardOutput)
        }
        let config = try ArchitectureConfig.load(
            from: root.appendingPathComponent("architecture.json"), displayPath: "architecture.json")
        XCTAssertEqual(config.schemaVersion, 2)
        XCTAssertEqual(
            config.modules,
            ModuleLayout(
                layers: [.init(name: "App", layer: "app")],
                pairing: [
                    .init(interface: "*Client", live: "*ClientLive"), .init(interface: "*Client", live: "*Live"),
                ],
                levels: [
                    "SharedModels": 0, "Styleguide": 0, "ApiClient": 1, "DatabaseClient": 1, "ApiClientLive": 2,
                    "DatabaseLive": 2, "SettingsFeature": 2, "HomeFeature": 3, "App": 4,
                ]))
        XCTAssertEqual(TestSupport.run(root: root).exitCode, 0)

        // A same-level edge raises ApiClientLive; no cycle, no layer: the level says it.
        try TestSupport.edit(
            root, "Package.swift", replacing: "\"ApiClientLive\", dependencies: [\"ApiClient\", \"SharedModels\"]",
            with: "\"ApiClientLive\", dependencies: [\"ApiClient\", \"SharedModels\", \"SettingsFeature\"]")
        let check = TestSupport.run(root: root)
        XCTAssertEqual(check.exitCode, 1)
        XCTAssertEqual(
            TestSupport.findingLines(check).filter { !$0.contains("[R8]") },
            [
                "Package.swift:12: error: [R1] module ApiClientLive (level 2) now depends on module SettingsFeature "
                    + "(level 2): ApiClientLive would rise to level 3; a module may depend only on modules of a lower "
                    + "level, and SettingsFeature is at its own level"
            ])
    }

    func testInit_badArguments_exitTwo() {
        let unknown = CheckDepsCommand.run(arguments: ["init", "--bogus"], currentDirectory: "/")
        XCTAssertEqual(unknown.exitCode, 2)
        XCTAssertEqual(unknown.standardError, "check-deps: error: unknown option '--bogus' for init (see --help)\n")
        let missing = CheckDepsCommand.run(arguments: ["init", "--exclude"], currentDirectory: "/")
        XCTAssertEqual(
            missing.standardError, "check-deps: error: option --exclude of init needs a value (see --help)\n")
        let help = CheckDepsCommand.run(arguments: ["init", "--help"], currentDirectory: "/")
        XCTAssertEqual(help.exitCode, 0)
        XCTAssertTrue(help.standardOutput.hasPrefix("USAGE: check-deps init"))
    }

    func testInference_onThisRepository_matchesTheHandWrittenArchitecture() throws {
        let root = TestSupport.repositoryRoot
        let configURL = root.appendingPathComponent("architecture.json")
        guard FileManager.default.fileExists(atPath: configURL.path) else {
            throw XCTSkip("no architecture.json at \(root.path); the real repository is not available")
        }
        let handWritten = try ArchitectureConfig.load(from: configURL, displayPath: "architecture.json")
        let packages = try PackageDiscovery(
            root: root, config: nil, loader: ManifestLoader(cacheDirectory: TestSupport.cacheDirectory),
            exclude: ["Tools"]
        ).discover()
        let inferred = ArchitectureInference(packages: packages, exclude: [], importedModules: { _ in [] }).config
        func summary(_ config: ArchitectureConfig) -> Set<String> {
            Set(config.packages.map { "\($0.name) \($0.layer) \($0.kind.rawValue) \($0.component ?? "-")" })
        }
        XCTAssertEqual(inferred.packages.count, handWritten.packages.count)
        // Goods depends on MemberMediator (a feature's interface), which is what places it in the
        // feature layer by depth; every package's inferred layer, kind and component agree.
        XCTAssertEqual(summary(inferred).subtracting(summary(handWritten)), [])
    }

    func testAdopterInPlace_itsPathDependencyOnTheCheckerOutsideTheRoot_isExternal() {
        let outcome = TestSupport.run(fixture: "Adopter")
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardOutput)
        XCTAssertTrue(outcome.standardOutput.contains(" in 6 packages "), outcome.standardOutput)
    }
}

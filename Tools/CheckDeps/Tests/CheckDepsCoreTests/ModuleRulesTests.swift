import CheckDepsCore
import Foundation
import XCTest

/// Module layers and the interface/live pairing (`architecture.json` `modules`), one manifest with
/// many targets as isowords writes it.
final class ModuleRulesTests: FixtureCopyTestCase {
    func testModulesKept_dependenciesPointDownOrSideways_noFindings() {
        let outcome = TestSupport.run(fixture: "Modules-kept")
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardOutput + outcome.standardError)
        XCTAssertEqual(TestSupport.findingLines(outcome), [])
    }

    func testModulesBroken_eachModuleRuleAtItsDependencyOrImportLine() {
        let outcome = TestSupport.run(fixture: "Modules-broken")
        XCTAssertEqual(outcome.exitCode, 1)
        XCTAssertEqual(
            TestSupport.findingLines(outcome),
            [
                "Package.swift:17: error: [R1] module Logging (base) depends on module HomeFeature (feature); "
                    + "a module may depend only on modules of its own or a lower layer",
                "Package.swift:18: error: [R3] module Logging (base) depends on interface ApiClient, but its live "
                    + "module ApiClientLive is in the higher layer common",
                "Package.swift:21: error: [R6] module SettingsFeature (feature) depends on live module DatabaseLive, "
                    + "the implementation of DatabaseClient; only the app, executables and tests may",
                "Sources/DatabaseClient/DatabaseClient.swift:1: error: [R1] module DatabaseClient (common) depends on "
                    + "module SettingsFeature (feature); a module may depend only on modules of its own or a lower "
                    + "layer (through `import SettingsFeature`)",
                "Sources/DatabaseClient/DatabaseClient.swift:1: error: [R8] target DatabaseClient imports "
                    + "SettingsFeature, which is not a declared direct dependency of the target",
            ])
        XCTAssertTrue(
            outcome.standardOutput.contains(
                "  fix: Depend on DatabaseClient, the interface, and let the app provide DatabaseLive.\n"),
            outcome.standardOutput)
    }

    func testMediatorPairing_thisRepositorysConventionAsModules() {
        let outcome = TestSupport.run(fixture: "Modules-MediatorPairing")
        XCTAssertEqual(outcome.exitCode, 1)
        XCTAssertEqual(
            TestSupport.findingLines(outcome),
            [
                "Package.swift:11: error: [R3] module Cart (common) depends on interface GoodsMediator, but its live "
                    + "module Goods is in the higher layer feature",
                "Package.swift:11: error: [R6] module Cart (common) depends on live module Goods, the implementation "
                    + "of GoodsMediator; only the app, executables and tests may",
            ])
    }

    func testSameLayerForbid_makesASidewaysModuleDependencyR1() throws {
        let root = try copy("Modules-kept")
        try TestSupport.edit(
            root, "architecture.json", replacing: "{ \"interface\": \"*Client\", \"live\": \"*Live\" }\n    ]",
            with: "{ \"interface\": \"*Client\", \"live\": \"*Live\" }\n    ],\n    \"sameLayer\": \"forbid\"")
        let outcome = TestSupport.run(root: root)
        XCTAssertEqual(outcome.exitCode, 1, outcome.standardError)
        XCTAssertEqual(
            TestSupport.findingLines(outcome),
            [
                "Package.swift:16: error: [R1] module HomeFeature (feature) depends on module SettingsFeature "
                    + "(feature); a module may depend only on modules of a lower layer"
            ])
    }

    func testPlacements_exactNamesWinOverPatterns_firstPatternWins_pairsNeedBothModules() {
        let layout = ModuleLayout(
            layers: [
                ModuleLayout.Entry(pattern: "*Client", layer: "common"),
                ModuleLayout.Entry(pattern: "Api*", layer: "feature"),
                ModuleLayout.Entry(name: "ApiClient", layer: "base"),
            ],
            pairing: [ModuleLayout.Pairing(interface: "*Client", live: "*ClientLive")])
        let placements = ModuleRules.placements(
            of: ["ApiClient", "ApiClientLive", "FileClient", "Other"], layout: layout)
        XCTAssertEqual(placements["ApiClient"], .init(layer: "base", role: .interface(live: "ApiClientLive")))
        XCTAssertEqual(placements["ApiClientLive"], .init(layer: "feature", role: .live(interface: "ApiClient")))
        XCTAssertEqual(placements["FileClient"], .init(layer: "common", role: .plain), "no FileClientLive: no pair")
        XCTAssertEqual(placements["Other"], .init(layer: nil, role: .plain))
        XCTAssertTrue(ModuleLayout.matches("HomeFeature", pattern: "*Feature"))
        XCTAssertTrue(ModuleLayout.matches("Feature", pattern: "*Feature"))
        XCTAssertTrue(ModuleLayout.matches("SharedModelsKit", pattern: "Shared*Kit"))
        XCTAssertFalse(ModuleLayout.matches("FeatureHome", pattern: "*Feature"))
        XCTAssertFalse(ModuleLayout.matches("SharedKit", pattern: "Shared*Models*Kit"))
    }

    func testBadModuleConfiguration_namesTheField() throws {
        let cases: [(old: String, new: String, error: String)] = [
            (
                "{ \"pattern\": \"*Client\", \"layer\": \"common\" }",
                "{ \"pattern\": \"*Client\", \"layer\": \"middle\" }",
                "modules.layers[2].layer \"middle\" is not one of core, base, common, feature, app"
            ),
            (
                "{ \"name\": \"App\", \"layer\": \"app\" }", "{ \"layer\": \"app\" }",
                "modules.layers[0] needs \"name\" or \"pattern\""
            ),
            (
                "{ \"pattern\": \"*Live\", \"layer\": \"common\" }", "{ \"pattern\": \"Live\", \"layer\": \"common\" }",
                "modules.layers[3].pattern \"Live\" has no *; use \"name\" for an exact module name"
            ),
            (
                "\"live\": \"*ClientLive\"", "\"live\": \"ClientLive\"",
                "modules.pairing[0].live \"ClientLive\" must contain exactly one *"
            ),
            ("\"schemaVersion\": 2", "\"schemaVersion\": 3", "unsupported schemaVersion 3 (expected 1 or 2)"),
        ]
        for (old, new, error) in cases {
            let root = try copy("Modules-kept")
            try TestSupport.edit(root, "architecture.json", replacing: old, with: new)
            let outcome = TestSupport.run(root: root)
            XCTAssertEqual(outcome.exitCode, 2, new)
            XCTAssertEqual(outcome.standardError, "check-deps: error: invalid architecture.json: \(error)\n")
        }
    }
}

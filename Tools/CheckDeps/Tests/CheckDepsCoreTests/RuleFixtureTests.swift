import CheckDepsCore
import XCTest

/// One kept (clean) and one broken fixture per rule, with the exact expected findings.
final class RuleFixtureTests: XCTestCase {
    private func assertClean(_ fixture: String, file: StaticString = #filePath, line: UInt = #line) {
        let outcome = TestSupport.run(fixture: fixture)
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardOutput + outcome.standardError, file: file, line: line)
        XCTAssertEqual(TestSupport.findingLines(outcome), [], file: file, line: line)
        XCTAssertTrue(outcome.standardOutput.hasPrefix("check-deps: 0 errors, 0 warnings in "), file: file, line: line)
    }

    private func assertFindings(
        _ fixture: String, _ expected: [String], exitCode: Int32 = 1, file: StaticString = #filePath, line: UInt = #line
    ) {
        let outcome = TestSupport.run(fixture: fixture)
        XCTAssertEqual(outcome.exitCode, exitCode, outcome.standardError, file: file, line: line)
        XCTAssertEqual(TestSupport.findingLines(outcome), expected, file: file, line: line)
    }

    /// The fixture's `GoodsExample` executable links MediatorTesting, and Goods without importing it
    /// (as a feature's Example does): neither is reported.
    func testR6_productionTargetLinkingTestSupport_isReported_testTargetAndExecutableAreNot() {
        assertFindings(
            "Testing-broken",
            [
                "Packages/Goods/Package.swift:18: error: [R6] target Goods depends on test-support product MediatorTesting; "
                    + "only test targets and executables may"
            ])
    }

    /// The same holds for a test-support product taken by URL (an adopter's `MediatorTesting`), which
    /// the checker otherwise treats as external.
    func testR6_testSupportFromAURLDependency_isReportedInALibraryOnly() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("r6-url-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Adopter",
                dependencies: [.package(url: "https://example.invalid/shop.git", branch: "main")],
                targets: [
                    .target(
                        name: "Greeter",
                        dependencies: [.product(name: "MediatorTesting", package: "shop")]),
                    .executableTarget(
                        name: "GreeterExample",
                        dependencies: [.product(name: "MediatorTesting", package: "shop")]),
                    .testTarget(
                        name: "GreeterTests",
                        dependencies: ["Greeter", .product(name: "MediatorTesting", package: "shop")]),
                ]
            )

            """,
            "Sources/Greeter/Greeter.swift": "import MediatorTesting\n",
            "Sources/GreeterExample/main.swift": "import MediatorTesting\n",
            "Tests/GreeterTests/GreeterTests.swift": "import Greeter\nimport MediatorTesting\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let outcome = TestSupport.run(root: root)
        XCTAssertEqual(outcome.exitCode, 1, outcome.standardError)
        XCTAssertEqual(
            TestSupport.findingLines(outcome),
            [
                "Package.swift:10: error: [R6] target Greeter depends on test-support product MediatorTesting; "
                    + "only test targets and executables may"
            ])
    }

    func testR1_keptFixture_isClean() { assertClean("R1-kept") }

    func testR1_coreDependingOnBase_isReported() {
        assertFindings(
            "R1-broken",
            [
                "Packages/Mediator/Package.swift:14: error: [R1] Mediator (core) depends on Networking (base); a package may depend only on lower layers"
            ])
    }

    func testR1_aKitOnAKit_isAllowed_aKitOnABaseComponentIsNot() {
        func package(_ name: String, _ layer: String, _ kind: ArchitectureConfig.Kind) -> ArchitectureConfig.Package {
            ArchitectureConfig.Package(name: name, path: "Packages/\(name)", layer: layer, kind: kind)
        }
        let mediator = package("Mediator", "core", .core)
        let commands = package("ComponentCommands", "core", .core)
        let storage = package("Storage", "base", .component)
        let rules = DependencyRules(
            config: ArchitectureConfig(
                schemaVersion: 1, layers: ArchitectureConfig.standardLayers, exclude: nil,
                packages: [mediator, commands, storage]))
        XCTAssertNil(rules.evaluate(from: commands, targetName: "ComponentCommands", isTest: false, to: mediator))
        XCTAssertEqual(
            rules.evaluate(from: commands, targetName: "ComponentCommands", isTest: false, to: storage)?.rule, "R1")
    }

    func testR2_keptFixture_isClean() { assertClean("R2-kept") }

    func testR2_featureDependingOnCommonImplementation_isReported() {
        assertFindings(
            "R2-broken",
            [
                "Packages/Goods/Package.swift:16: error: [R2] business component Goods depends on the implementation package of business component Cart"
            ])
    }

    func testR3_keptFixture_isClean() { assertClean("R3-kept") }

    func testR3_commonDependingOnFeatureMediator_isReported() {
        assertFindings(
            "R3-broken",
            [
                "Packages/Cart/Package.swift:16: error: [R3] Cart (common) depends on GoodsMediator, but Goods is in the higher layer feature"
            ])
    }

    func testR4_keptFixture_isClean() { assertClean("R4-kept") }

    func testR4_extensionDependingOnItsComponent_isReported() {
        assertFindings(
            "R4-broken",
            [
                "Packages/GoodsMediator/Package.swift:16: error: [R4] extension package GoodsMediator depends on Goods, its own component; an extension package may depend only on Mediator and other extension packages"
            ])
    }

    func testR5_keptFixture_isClean() { assertClean("R5-kept") }

    func testR5_baseDependingOnBusinessComponent_isReported() {
        assertFindings(
            "R5-broken",
            [
                "Packages/Networking/Package.swift:16: error: [R5] base component Networking depends on Account (common component); a base component may depend only on Mediator and its own interface package"
            ])
    }

    func testR6_componentOwnTests_areClean() { assertClean("R6-kept") }

    func testR6_otherComponentsTestsDependingOnImplementation_isReported() {
        assertFindings(
            "R6-broken",
            [
                "Packages/Cart/Package.swift:22: error: [R6] test target CartTests of Cart depends on business implementation package Goods; only the app and a component's own tests may"
            ])
    }

    func testR7_keptFixture_isClean() { assertClean("R7-kept") }

    func testR7_packageCycle_isReportedWithItsPath() {
        assertFindings(
            "R7-broken",
            [
                "Packages/Core/Package.swift:14: error: [R7] package dependency cycle: Core -> Feature -> Core"
            ])
    }

    func testR8_keptFixture_isClean() { assertClean("R8-kept") }

    func testR8_transitiveImportIsErrorAndUnusedDependencyIsWarning() {
        assertFindings(
            "R8-broken",
            [
                "Packages/App/Package.swift:16: warning: [R8] target App declares dependency Extra but none of its sources imports Extra",
                "Packages/App/Sources/App/AppFacade.swift:1: error: [R8] target App imports Core, which is not a declared direct dependency of the target (it is reachable only transitively)",
            ])
    }

    func testR9_keptFixture_isClean() { assertClean("R9-kept") }

    func testR9_contractViolations_areReportedAtBothSides() {
        assertFindings(
            "R9-broken",
            [
                "Packages/Goods/Sources/Goods/Target_Goods.swift:9: error: [R9] action \"nativeShare\" of Goods is declared remote, but native actions are never remote-callable",
                "Packages/GoodsMediator/Sources/GoodsMediator/Mediator+Goods.swift:11: error: [R9] GoodsMediator calls action \"list@member\" of Goods, which Target_Goods does not declare",
                "Packages/GoodsMediator/Sources/GoodsMediator/Mediator+Goods.swift:16: error: [R9] GoodsMediator calls action \"details\" of Goods, which Target_Goods does not declare",
                "Packages/GoodsMediator/Sources/GoodsMediator/Mediator+Goods.swift:22: error: [R9] GoodsMediator calls target \"Good\", but its component is Goods",
            ])
    }

    func testR9_targetTypesTheMediatorNeverLooksUp_areReportedAtTheirLine() {
        // Target_CouponCommandz (misspelled), Target_Coupon declared in module Cart, and Cart's command
        // screens with no Target_CartCommands; Target_Coupon_beta (a variant enum) and Target_CartHelper
        // (no MediatorTarget) are fine.
        assertFindings(
            "R9-naming",
            [
                "Packages/Cart/Sources/Cart/Commands/CartCommands.swift:2: error: [R9] component Cart has command screens, but no type Target_CartCommands, so the app never lists them",
                "Packages/Cart/Sources/Cart/Target_Coupon.swift:4: error: [R9] Target_Coupon conforms to MediatorTarget in module Cart, but the mediator looks up only Cart.Target_Cart, Cart.Target_Cart_<variant> and Cart.Target_CartCommands there, so no call reaches it",
                "Packages/Coupon/Sources/Coupon/Commands/Target_CouponCommandz.swift:4: error: [R9] Target_CouponCommandz conforms to MediatorTarget in module Coupon, but the mediator looks up only Coupon.Target_Coupon, Coupon.Target_Coupon_<variant> and Coupon.Target_CouponCommands there, so no call reaches it",
            ])
        let outcome = TestSupport.run(fixture: "R9-naming")
        XCTAssertTrue(
            outcome.standardOutput.contains("fix: Rename it to Target_CouponCommands."), outcome.standardOutput)
        XCTAssertTrue(
            outcome.standardOutput.contains(
                "fix: Move it to module Coupon, where the mediator looks for Coupon.Target_Coupon"),
            outcome.standardOutput)
    }

    func testR10_keptFixture_isClean() { assertClean("R10-kept") }

    func testR10_registrationsThatDisagreeWithTheRegistry_areReportedAtTheLineToFix() {
        assertFindings(
            "R10-broken",
            [
                "App/Registrations.swift:10: error: [R10] the registration list gives Goods launch 20, architecture.json 10",
                "App/Registrations.swift:10: error: [R10] the registration list gives Goods remote false, architecture.json true",
                "App/Registrations.swift:11: error: [R10] the registration list lists Cart, which architecture.json does not list as a component",
                "Package.swift:5: error: [R10] the components list lacks Goods, which architecture.json lists as a component",
                "Package.swift:6: error: [R10] the components list lists Cart, which architecture.json does not list as a component",
            ])
    }

    func testR10_anEntryOfAnotherShape_isReported_notSkipped() throws {
        let root = try TestSupport.copy(fixture: "R10-kept")
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.edit(
            root, "App/Registrations.swift", replacing: "remote: true),", with: "remote: true, note: \"new\"),")
        let outcome = TestSupport.run(root: root)
        XCTAssertEqual(outcome.exitCode, 1, outcome.standardError)
        XCTAssertEqual(
            TestSupport.findingLines(outcome),
            [
                "App/Registrations.swift:8: error: [R10] the registration list lacks Goods, which architecture.json lists as a component",
                "App/Registrations.swift:10: error: [R10] the registration list has an entry check-deps cannot read",
            ])
    }

    /// The root declares its packages' libraries again by path (no `.package(path:)`, so it can be
    /// depended on by URL): the copies are read as the packages' own, and the layer rules still see
    /// the app depending on Goods.
    func testR11_keptFixture_isClean() { assertClean("R11-kept") }

    /// The root also builds its example, whose own package depends back on the root through the `Kit`
    /// product (as swift-package-manager builds `Examples/package-info`): the example is read once, in
    /// its package, and is not told to list KitExtras, which the product names but it never imports.
    func testR11_anExampleBuiltOnTheDeclaringPackage_isComparedByPathAndKindOnly() {
        assertClean("R11-example")
        let outcome = TestSupport.run(fixture: "R11-example")
        XCTAssertTrue(outcome.standardOutput.contains("in 2 packages (3 targets, 3 files)"), outcome.standardOutput)
    }

    func testR11_copiesThatDriftFromTheirPackages_areReportedAtTheCopy() {
        assertFindings(
            "R11-broken",
            [
                "Package.swift:14: error: [R11] target Mediator adds Goods, unlike Packages/Mediator/Package.swift",
                "Package.swift:14: error: [R11] target Mediator reads Packages/Mediator/Sources, but "
                    + "Packages/Mediator/Package.swift builds it from Packages/Mediator/Sources/Mediator",
                "Package.swift:15: error: [R11] target Goods lacks Mediator, unlike Packages/Goods/Package.swift",
                "Package.swift:16: error: [R11] target Cart has its sources in Packages/Goods, whose manifest "
                    + "declares no target Cart",
            ])
    }

    /// Folding the copies keeps the graph: the app still depends on Goods and Mediator, and the copied
    /// targets are read once, in their packages (4 targets: Mediator, Goods, GoodsTests, shop).
    func testR11_theAppsEdgesToCopiedLibraries_areThePackagesEdges() {
        let graph = TestSupport.run(fixture: "R11-kept", ["--graph", "dot"])
        let edges = graph.standardOutput.split(separator: "\n").filter { $0.contains("->") }
        XCTAssertEqual(
            edges.map { $0.trimmingCharacters(in: .whitespaces) },
            ["\"Goods\" -> \"Mediator\";", "\"shop\" -> \"Goods\";", "\"shop\" -> \"Mediator\";"])
        XCTAssertTrue(graph.standardError.contains("in 3 packages (4 targets, 7 files)"), graph.standardError)
    }

    func testWithoutArchitecture_noteGoesToStandardError() {
        let outcome = TestSupport.run(fixture: "R8-kept")
        XCTAssertTrue(outcome.standardError.contains("no architecture.json"), outcome.standardError)
        XCTAssertTrue(
            outcome.standardError.contains("checking only R7 (cycles), R8 (imports, unused dependencies) and R11"),
            outcome.standardError)
        XCTAssertEqual(outcome.standardError.split(separator: "\n").count, 1)
    }

    func testShopFixture_isClean() { assertClean("Shop") }
}

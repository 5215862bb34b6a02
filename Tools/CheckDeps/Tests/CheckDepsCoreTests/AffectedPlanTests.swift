import CheckDepsCore
import Foundation
import XCTest

/// `check-deps plan --affected` on fixture graphs in throwaway git repositories: which packages a
/// change reaches, and why.
final class AffectedPlanTests: XCTestCase {
    private var fixtures: [PlanFixture] = []

    override func tearDown() {
        fixtures.forEach { $0.delete() }
    }

    private func make(_ packages: KeyValuePairs<String, [String]>, app: [String]? = nil) throws -> PlanFixture {
        let fixture = try PlanFixture.make(packages, app: app)
        fixtures.append(fixture)
        return fixture
    }

    /// Core <- Left, Right <- Top; Side <- Core; the app uses Top and Side.
    private func diamond() throws -> PlanFixture {
        try make(
            ["Core": [], "Left": ["Core"], "Right": ["Core"], "Top": ["Left", "Right"], "Side": ["Core"]],
            app: ["Top", "Side"])
    }

    func testDiamond_changeInOneSide_testsThatSideAndWhatDependsOnIt() throws {
        let fixture = try diamond()
        try fixture.touch("Packages/Left/Sources/Left/Left.swift")
        let plan = try fixture.plan(["--affected", "main"])
        XCTAssertEqual(plan.tested, ["Left", "Top", "app"])
        XCTAssertEqual(plan.skipped, ["Core", "Right", "Side"])
        XCTAssertEqual(plan.reason("Left"), "inputs changed: Packages/Left/Sources/Left/Left.swift")
        XCTAssertEqual(plan.reason("Top"), "depends on Left")
        XCTAssertEqual(plan.reason("app"), "depends on Left")
        XCTAssertTrue(
            plan.reason("Right")?.hasPrefix("no input changed since main (") ?? false, plan.reason("Right") ?? "")
    }

    func testDiamond_changeInBothSides_testsTheTopOnce() throws {
        let fixture = try diamond()
        try fixture.touch("Packages/Left/Sources/Left/Left.swift")
        try fixture.touch("Packages/Right/Tests/RightTests/RightTests.swift")
        let plan = try fixture.plan(["--affected", "main"])
        XCTAssertEqual(plan.tested, ["Left", "Right", "Top", "app"])
        XCTAssertEqual(plan.reason("Top"), "depends on Left")  // nearest first, then by path
    }

    func testCoreChange_testsEverythingThatDependsOnTheCore_sameAsTheFullPlan() throws {
        let fixture = try diamond()
        try fixture.touch("Packages/Core/Sources/Core/Core.swift")
        let affected = try fixture.plan(["--affected", "main"])
        let full = try fixture.plan()
        XCTAssertEqual(affected.tested, full.tested)
        XCTAssertEqual(affected.tested, ["Core", "Left", "Right", "Side", "Top", "app"])
        XCTAssertEqual(affected.reason("Top"), "depends on Core")
        XCTAssertEqual(full.reason("Top"), "full run")
    }

    func testChain_changeInTheMiddle_testsItAndEverythingAbove() throws {
        let fixture = try make(["A": [], "B": ["A"], "C": ["B"], "D": ["C"]])
        try fixture.touch("Packages/B/Package.swift", "// manifest comment")
        let plan = try fixture.plan(["--affected", "main"])
        XCTAssertEqual(plan.tested, ["B", "C", "D"])
        XCTAssertEqual(plan.skipped, ["A"])
        XCTAssertEqual(plan.reason("D"), "depends on B")
    }

    func testChain_manifestChangeAtTheTop_testsOnlyTheTop() throws {
        let fixture = try make(["A": [], "B": ["A"], "C": ["B"], "D": ["C"]])
        try fixture.touch("Packages/D/Package.swift", "// manifest comment")
        XCTAssertEqual(try fixture.plan(["--affected", "main"]).tested, ["D"])
    }

    func testRootFileChange_testsEverything() throws {
        let fixture = try diamond()
        try fixture.write(".ci/run", "#!/bin/sh\nTools/test-all\n")
        let plan = try fixture.plan(["--affected", "main"])
        XCTAssertEqual(plan.tested, ["Core", "Left", "Right", "Side", "Top", "app"])
        XCTAssertEqual(plan.reason("Side"), "root file changed: .ci/run (affects everything)")
    }

    func testArchitectureJSONChange_testsEverything_evenPackagesNoChangeReaches() throws {
        let root = try TestSupport.copy(fixture: "Shop")
        let fixture = PlanFixture(root: root)
        fixtures.append(fixture)
        try fixture.git("init", "-q", "-b", "main")
        try fixture.commit("shop")
        try TestSupport.edit(
            root, "architecture.json", replacing: "\"schemaVersion\": 1", with: "\"schemaVersion\":  1")
        let plan = try fixture.plan(["--affected", "main"])
        XCTAssertEqual(plan.skipped, [])
        XCTAssertEqual(plan.reason("Networking"), "root file changed: architecture.json (affects everything)")
    }

    func testShopShape_featureChange_testsTheFeatureAndTheAppOnly() throws {
        let root = try TestSupport.copy(fixture: "Shop")
        let fixture = PlanFixture(root: root)
        fixtures.append(fixture)
        try fixture.git("init", "-q", "-b", "main")
        try fixture.commit("shop")
        try fixture.touch("Packages/Goods/Sources/Goods/GoodsFacade.swift")
        let plan = try fixture.plan(["--affected", "main"])
        XCTAssertEqual(plan.tested, ["Goods", "shop"])
        XCTAssertEqual(plan.reason("shop"), "depends on Goods")
        // Architecture order: core, base, common, feature, then the app.
        XCTAssertEqual(plan.packages.first?.name, "Mediator")
        XCTAssertEqual(plan.packages.last?.name, "shop")
    }

    func testRootPackageFileChange_testsOnlyTheRootPackage() throws {
        let fixture = try diamond()
        try fixture.touch("README.md", "More words.")
        let plan = try fixture.plan(["--affected", "main"])
        XCTAssertEqual(plan.tested, ["app"])
        XCTAssertEqual(plan.reason("app"), "inputs changed: README.md")
    }

    func testDeletedPackage_testsItsFormerDependentsThroughTheirManifests_andSaysItWasRemoved() throws {
        let fixture = try make(["A": [], "B": ["A"], "C": ["B"], "Other": []], app: ["C", "Other"])
        try fixture.remove("Packages/B")
        try fixture.writePackage("C", dependsOn: ["A"])
        let plan = try fixture.plan(["--affected", "main"])
        XCTAssertEqual(plan.tested, ["C", "app"])
        XCTAssertEqual(plan.skipped, ["A", "Other"])
        XCTAssertEqual(plan.reason("C"), "inputs changed: Packages/C/Package.swift and 1 more file")
        XCTAssertEqual(plan.notes.count, 1)
        XCTAssertTrue(plan.notes[0].hasPrefix("package Packages/B was removed since main ("), plan.notes[0])
        XCTAssertTrue(plan.notes[0].hasSuffix("(3 files); its files are no input any more"), plan.notes[0])
    }

    func testRenamedPackage_testsTheNewPackageAndItsDependents() throws {
        let fixture = try make(["A": [], "B": ["A"], "C": ["B"], "Other": []], app: ["C", "Other"])
        try fixture.remove("Packages/B")
        try fixture.writePackage("Bee", dependsOn: ["A"])
        try fixture.writePackage("C", dependsOn: ["Bee"])
        try fixture.commit("rename B to Bee")
        let plan = try fixture.plan(["--affected", "HEAD~1"])
        XCTAssertEqual(plan.tested, ["Bee", "C", "app"])
        XCTAssertEqual(plan.skipped, ["A", "Other"])
        XCTAssertTrue(plan.reason("Bee")?.hasPrefix("new package since HEAD~1 (") ?? false, plan.reason("Bee") ?? "")
        XCTAssertEqual(plan.notes.count, 1)
        XCTAssertTrue(plan.notes[0].hasPrefix("package Packages/B was removed"), plan.notes[0])
    }

    func testMovedPackageWithTheSameName_isTestedAsNew() throws {
        let fixture = try make(["A": [], "B": ["A"]])
        try fixture.move("Packages/B", "Packages/Renamed")
        let plan = try fixture.plan(["--affected", "main"])
        XCTAssertEqual(plan.tested, ["B"])
        XCTAssertEqual(plan.packages.first { $0.name == "B" }?.path, "Packages/Renamed")
    }

    func testNoChange_skipsEverything() throws {
        let fixture = try diamond()
        let plan = try fixture.plan(["--affected", "main"])
        XCTAssertEqual(plan.tested, [])
        XCTAssertEqual(plan.summary.skipped, 6)
    }

    func testUntrackedAndCommittedChanges_bothCount_andTheDefaultBaseIsTheMergeBaseWithMain() throws {
        let fixture = try diamond()
        try fixture.git("checkout", "-q", "-b", "feature")
        try fixture.touch("Packages/Right/Sources/Right/Right.swift")
        try fixture.commit("change Right")
        try fixture.write("Packages/Side/Sources/Side/New.swift", "let new = 1\n")
        let plan = try fixture.plan(["--affected"])
        XCTAssertEqual(plan.tested, ["Right", "Side", "Top", "app"])
        XCTAssertEqual(plan.base, "merge-base with main")
        XCTAssertEqual(plan.reason("Side"), "inputs changed: Packages/Side/Sources/Side/New.swift")
    }

    func testIgnoredFiles_areNoInputs() throws {
        let fixture = try diamond()
        try fixture.write(".gitignore", ".build/\n*.log\n")
        try fixture.commit("ignore")
        try fixture.write("Packages/Core/.build/debug/x.o", "object")
        try fixture.write("Packages/Core/run.log", "log")
        XCTAssertEqual(try fixture.plan(["--affected", "HEAD"]).tested, [])
    }

    func testUnknownBase_exitsTwoWithAClearMessage() throws {
        let fixture = try diamond()
        let outcome = TestPlanCommand.run(
            arguments: [
                "--root", fixture.root.path, "--cache-dir", TestSupport.cacheDirectory.path, "--affected", "nope",
            ],
            currentDirectory: "/")
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(
            outcome.standardError,
            "check-deps plan: error: --affected: 'nope' is not a commit in this repository (see --help)\n")
    }

    func testAffectedOutsideGit_exitsTwo() throws {
        let fixture = try PlanFixture.make(["A": []], git: false)
        fixtures.append(fixture)
        let outcome = TestPlanCommand.run(
            arguments: ["--root", fixture.root.path, "--cache-dir", TestSupport.cacheDirectory.path, "--affected"],
            currentDirectory: "/")
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.standardError.contains("needs a git work tree"), outcome.standardError)
    }
}

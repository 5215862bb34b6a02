import CheckDepsCore
import Foundation
import XCTest

/// `check-deps plan --cached` and `plan record`: content hashes of green runs, with or without git.
final class CachedPlanTests: XCTestCase {
    private var fixtures: [PlanFixture] = []

    override func tearDown() {
        fixtures.forEach { $0.delete() }
    }

    /// A chain A <- B <- C and an independent D, without git.
    private func chain() throws -> PlanFixture {
        let fixture = try PlanFixture.make(["A": [], "B": ["A"], "C": ["B"], "D": []], git: false)
        fixtures.append(fixture)
        return fixture
    }

    /// Records `plan` as a run where every tested unit ended with `status` (others skipped).
    private func record(
        _ fixture: PlanFixture, _ plan: PlanDocument, status: (String) -> String = { _ in "PASS" },
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> CheckDepsCommand.Outcome {
        let lines = plan.packages.map { entry in
            let result = entry.action == "test" ? status(entry.name) : "SKIP"
            return [entry.id, entry.name, result, "2.5", entry.inputHash, "", "", entry.reason].joined(separator: "\t")
        }
        let results = fixture.root.appendingPathComponent(".build/results.tsv")
        try FileManager.default.createDirectory(
            at: results.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (lines.joined(separator: "\n") + "\n").write(to: results, atomically: true, encoding: .utf8)
        let outcome = TestPlanCommand.run(
            arguments: ["record", "--root", fixture.root.path, "--results", results.path], currentDirectory: "/")
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError, file: file, line: line)
        return outcome
    }

    private var stateURL: (PlanFixture) -> URL {
        { $0.root.appendingPathComponent(".build/test-plan/state.json") }
    }

    func testCached_withoutAGreenRun_testsEverything() throws {
        let fixture = try chain()
        let plan = try fixture.plan(["--cached"])
        XCTAssertEqual(plan.tested, ["A", "B", "C", "D"])
        XCTAssertEqual(plan.reason("A"), "no green run recorded")
    }

    func testCached_afterAGreenRunWithNothingChanged_skipsEverything_withoutGit() throws {
        let fixture = try chain()
        let outcome = try record(fixture, try fixture.plan())
        XCTAssertEqual(
            outcome.standardOutput,
            "check-deps plan: recorded 4 green input hashes and 4 durations in .build/test-plan/state.json\n")
        let plan = try fixture.plan(["--cached"])
        XCTAssertEqual(plan.tested, [])
        XCTAssertEqual(plan.reason("C"), "inputs unchanged since the last green run")
    }

    func testCached_afterAChange_testsThePackageAndItsDependents() throws {
        let fixture = try chain()
        _ = try record(fixture, try fixture.plan())
        try fixture.touch("Packages/B/Sources/B/B.swift")
        let plan = try fixture.plan(["--cached"])
        XCTAssertEqual(plan.tested, ["B", "C"])
        XCTAssertEqual(plan.reason("C"), "inputs changed since the last green run")

        // Undoing the change brings back the recorded hash.
        try fixture.writePackage("B", dependsOn: ["A"])
        XCTAssertEqual(try fixture.plan(["--cached"]).tested, [])
    }

    func testFailingRun_recordsNoHash_butKeepsDurationsOfPassingUnits() throws {
        let fixture = try chain()
        let outcome = try record(fixture, try fixture.plan(), status: { $0 == "C" ? "FAIL" : "PASS" })
        XCTAssertEqual(
            outcome.standardOutput,
            "check-deps plan: the run failed, so no input hash was recorded; durations of 3 passing units kept in .build/test-plan/state.json\n"
        )
        let state = TestRunState.load(from: stateURL(fixture)).state
        XCTAssertEqual(state.green, [:])
        XCTAssertEqual(state.durations, ["Packages/A": 2.5, "Packages/B": 2.5, "Packages/D": 2.5])
        XCTAssertEqual(try fixture.plan(["--cached"]).tested, ["A", "B", "C", "D"])
    }

    func testBuildFailureAndNoTests_countAsFailures() throws {
        for status in ["BUILD", "NOTEST"] {
            let fixture = try chain()
            _ = try record(fixture, try fixture.plan(), status: { $0 == "D" ? status : "PASS" })
            XCTAssertEqual(TestRunState.load(from: stateURL(fixture)).state.green, [:], status)
        }
    }

    func testToolchainChange_invalidatesEveryGreenHash() throws {
        let fixture = try chain()
        _ = try record(fixture, try fixture.plan())
        var state = TestRunState.load(from: stateURL(fixture)).state
        state.toolchain = "Swift version 5.10 | /old/swift|1|1"
        try state.save(to: stateURL(fixture))
        let plan = try fixture.plan(["--cached"])
        XCTAssertEqual(plan.tested, ["A", "B", "C", "D"])
        XCTAssertEqual(plan.reason("A"), "toolchain changed since the last green run")
    }

    func testSalt_separatesGreenRunsOfDifferentModes() throws {
        let fixture = try chain()
        _ = try record(fixture, try fixture.plan())
        XCTAssertEqual(try fixture.plan(["--cached", "--salt", "sanitize=thread"]).tested, ["A", "B", "C", "D"])
    }

    func testCorruptState_isIgnoredWithAWarning() throws {
        let fixture = try chain()
        try fixture.write(".build/test-plan/state.json", "{ not json")
        let outcome = TestPlanCommand.run(
            arguments: ["--root", fixture.root.path, "--cache-dir", TestSupport.cacheDirectory.path, "--cached"],
            currentDirectory: "/")
        XCTAssertEqual(outcome.exitCode, 0)
        XCTAssertTrue(
            outcome.standardError.contains("is not a test state file of this version; ignoring it"),
            outcome.standardError)
    }

    func testCachedWithAffected_skipsAnAffectedPackageThatPassedWithTheseInputs() throws {
        let fixture = try PlanFixture.make(["A": [], "B": ["A"]])
        fixtures.append(fixture)
        try fixture.touch("Packages/A/Sources/A/A.swift")
        _ = try record(fixture, try fixture.plan(["--affected", "main"]))
        let plan = try fixture.plan(["--affected", "main", "--cached"])
        XCTAssertEqual(plan.tested, [])
        try fixture.touch("Packages/B/Sources/B/B.swift")
        let after = try fixture.plan(["--affected", "main", "--cached"])
        XCTAssertEqual(after.tested, ["B"])
        XCTAssertEqual(after.reason("B"), "inputs changed: Packages/B/Sources/B/B.swift")
    }

    func testInputHash_changesWithContentNameAndDependencies_andIgnoresBuildDirectories() throws {
        let fixture = try chain()
        let before = try fixture.plan()
        try fixture.write("Packages/A/.build/debug/A.o", "object code")
        try fixture.write("Packages/A/Sources/A/__pycache__/x.pyc", "cache")
        XCTAssertEqual(try fixture.plan().packages.map(\.inputHash), before.packages.map(\.inputHash))

        try fixture.move("Packages/D/Sources/D/D.swift", "Packages/D/Sources/D/Renamed.swift")
        let renamed = try fixture.plan()
        XCTAssertNotEqual(renamed.packages[3].inputHash, before.packages[3].inputHash)
        XCTAssertEqual(
            Array(renamed.packages.prefix(3).map(\.inputHash)), Array(before.packages.prefix(3).map(\.inputHash)))

        try fixture.touch("Packages/A/Tests/ATests/ATests.swift")
        let changed = try fixture.plan()
        XCTAssertNotEqual(changed.packages[0].inputHash, renamed.packages[0].inputHash)
        XCTAssertNotEqual(changed.packages[2].inputHash, renamed.packages[2].inputHash)  // C depends on A through B
        XCTAssertEqual(changed.packages[3].inputHash, renamed.packages[3].inputHash)
    }

    func testHashesOnly_leavesDurationsAsTheyWere_soShardsOfARunAgree() throws {
        let fixture = try chain()
        var state = TestRunState()
        state.durations = ["Packages/A": 9]
        try state.save(to: stateURL(fixture))
        let results = fixture.root.appendingPathComponent("results.tsv")
        try "Packages/A\tA\tPASS\t1.5\thash-a\t\t\tfull run\n".write(to: results, atomically: true, encoding: .utf8)
        let outcome = TestPlanCommand.run(
            arguments: ["record", "--hashes-only", "--root", fixture.root.path, "--results", results.path],
            currentDirectory: "/")
        XCTAssertEqual(
            outcome.standardOutput,
            "check-deps plan: recorded 1 green input hashes and 0 durations in .build/test-plan/state.json\n")
        let recorded = TestRunState.load(from: stateURL(fixture)).state
        XCTAssertEqual(recorded.durations, ["Packages/A": 9])
        XCTAssertEqual(recorded.green, ["Packages/A": "hash-a"])
    }

    func testTestRunResults_rejectMalformedLines() {
        XCTAssertThrowsError(try TestRunResult.parse("a\tb\tPASS\n", displayPath: "r.tsv")) { error in
            XCTAssertEqual(
                "\(error)",
                "invalid r.tsv: line 1 is not 'id name status seconds hash log xunit reason' separated by tabs")
        }
        XCTAssertThrowsError(try TestRunResult.parse("a\tb\tWEIRD\t1\th\t\t\tr\n", displayPath: "r.tsv"))
        XCTAssertThrowsError(try TestRunResult.parse("a\tb\tPASS\t-1\th\t\t\tr\n", displayPath: "r.tsv"))
    }

    func testRecord_withoutResults_exitsTwo_andKeepsTheState() throws {
        let fixture = try chain()
        _ = try record(fixture, try fixture.plan())
        let before = try Data(contentsOf: stateURL(fixture))
        let outcome = TestPlanCommand.run(
            arguments: ["record", "--root", fixture.root.path, "--results", "/nonexistent/results.tsv"],
            currentDirectory: "/")
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(try Data(contentsOf: stateURL(fixture)), before)
    }
}

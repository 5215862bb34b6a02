import CheckDepsCore
import XCTest

/// Parsing of `check-deps plan` arguments and the command's entry through `check-deps`.
final class TestPlanOptionsTests: XCTestCase {
    func testAffected_takesAnOptionalBase() throws {
        XCTAssertNil(try TestPlanOptions.parse(["--affected"]).base)
        XCTAssertNil(try TestPlanOptions.parse(["--affected", "--cached"]).base)
        XCTAssertEqual(try TestPlanOptions.parse(["--affected", "origin/main"]).base, "origin/main")
        XCTAssertEqual(try TestPlanOptions.parse(["--affected=HEAD~2"]).base, "HEAD~2")
        XCTAssertTrue(try TestPlanOptions.parse(["--affected", "HEAD", "--cached"]).cached)
    }

    func testSteps_needTheirFiles() {
        XCTAssertThrowsError(try TestPlanOptions.parse(["record"]))
        XCTAssertThrowsError(try TestPlanOptions.parse(["junit", "--results", "r.tsv"]))
        XCTAssertEqual(try TestPlanOptions.parse(["junit", "--results", "r", "--output", "o"]).step, .junit)
    }

    func testFollower_needsNameAndDirectory() throws {
        XCTAssertEqual(
            try TestPlanOptions.parse(["--follower", "release=./"]).followers, [.init(name: "release", paths: ["."])])
        XCTAssertThrowsError(try TestPlanOptions.parse(["--follower", "release"]))
        XCTAssertThrowsError(try TestPlanOptions.parse(["--follower", "=."]))
    }

    func testFollower_takesSeveralPaths_noneEmpty() throws {
        XCTAssertEqual(
            try TestPlanOptions.parse(["--follower", "scaffold=Tools/x/,Package.swift,Packages/A"]).followers,
            [.init(name: "scaffold", paths: ["Tools/x", "Package.swift", "Packages/A"])])
        XCTAssertThrowsError(try TestPlanOptions.parse(["--follower", "scaffold=a,,b"]))
        XCTAssertThrowsError(try TestPlanOptions.parse(["--follower", "scaffold="]))
    }

    func testTool_readsTheWholeRepositoryUnlessToldWhatItReads() throws {
        XCTAssertEqual(
            try TestPlanOptions.parse(["--tool", "Tools/A", "--tool", "Tools/B=structure", "--tool=Tools/C=own"]).tools,
            [.init(path: "Tools/A"), .init(path: "Tools/B", reads: .structure), .init(path: "Tools/C", reads: .own)])
        XCTAssertThrowsError(try TestPlanOptions.parse(["--tool", "Tools/A=bodies"])) { error in
            XCTAssertEqual(
                "\(error)",
                "--tool takes DIR or DIR=READS (READS one of repository, structure, own, dependencies), not 'Tools/A=bodies' (see --help)"
            )
        }
    }

    func testUnknownFormatAndOption_areUsageErrors() {
        XCTAssertThrowsError(try TestPlanOptions.parse(["--format", "xml"])) { error in
            XCTAssertEqual("\(error)", "unknown format 'xml' for --format (use text, json or tsv) (see --help)")
        }
        XCTAssertThrowsError(try TestPlanOptions.parse(["--bogus"]))
        XCTAssertThrowsError(try TestPlanOptions.parse(["--cached=yes"]))
    }

    func testCheckDeps_routesPlanToThePlanner() {
        let outcome = CheckDepsCommand.run(arguments: ["plan", "--help"], currentDirectory: "/")
        XCTAssertEqual(outcome.exitCode, 0)
        XCTAssertTrue(outcome.standardOutput.hasPrefix("USAGE: check-deps plan"))
    }

    func testUnknownOnlyName_isAUsageError() throws {
        let fixture = try PlanFixture.make(["A": []], git: false)
        defer { fixture.delete() }
        let outcome = TestPlanCommand.run(
            arguments: [
                "--root", fixture.root.path, "--cache-dir", TestSupport.cacheDirectory.path, "--only", "A,Nope",
            ],
            currentDirectory: "/")
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(
            outcome.standardError, "check-deps plan: error: --only: no package or unit named 'Nope' (see --help)\n")
    }

    func testToolsAndFollowers_joinThePlanInOrder() throws {
        let fixture = try PlanFixture.make(["A": []], app: ["A"], git: false)
        defer { fixture.delete() }
        try fixture.writePackage("Checker", dependsOn: [], directory: "Tools/Checker")
        let plan = try fixture.plan(["--tool", "Tools/Checker", "--follower", "release=.", "--only", "Checker,release"])
        XCTAssertEqual(plan.packages.map(\.name), ["A", "Checker", "app", "release"])
        XCTAssertEqual(plan.packages.map(\.kind), ["package", "tool", "package", "follower"])
        XCTAssertEqual(plan.tested, ["Checker", "release"])
    }

    func testTextAndTSVFormats() throws {
        let fixture = try PlanFixture.make(["A": [], "B": ["A"]], git: false)
        defer { fixture.delete() }
        let text = TestPlanCommand.run(
            arguments: ["--root", fixture.root.path, "--cache-dir", TestSupport.cacheDirectory.path],
            currentDirectory: "/")
        let lines = text.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4)
        XCTAssertEqual(lines[1], "   1  test    A                        1.0s?  tested: full run")
        XCTAssertEqual(lines[3], "plan: 2 of 2 units to test, estimated 2 s (? = no recorded time, average used)")
        let tsv = TestPlanCommand.run(
            arguments: [
                "--root", fixture.root.path, "--cache-dir", TestSupport.cacheDirectory.path, "--format", "tsv",
            ],
            currentDirectory: "/")
        let fields = tsv.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        XCTAssertEqual(fields.map { $0.count }, [9, 9])
        XCTAssertEqual(fields[1].prefix(6), ["unit", "test", "Packages/B", "B", "Packages/B", "package"])
        XCTAssertEqual(fields[1][7], "-")  // the whole suite, no --filter or --skip
    }
}

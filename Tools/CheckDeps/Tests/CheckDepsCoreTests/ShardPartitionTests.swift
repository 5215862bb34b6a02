@testable import CheckDepsCore
import Foundation
import XCTest

/// Splitting the root suite by test class across shards, and `--partition N`: the shards of a plan
/// together run every unit and every root test exactly once.
final class ShardPartitionTests: XCTestCase {
    private var fixtures: [PlanFixture] = []

    override func tearDown() {
        fixtures.forEach { $0.delete() }
    }

    // MARK: - The real repository

    /// The dry run on this repository, with durations measured here (the root suite one ~200 s unit,
    /// `MoneyInvariantStressTests` most of it), for every shard count from 1 to 8.
    func testRealRepository_shardsOneToEight_runEachUnitAndEachRootTestExactlyOnce() throws {
        let root = TestSupport.repositoryRoot
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("architecture.json").path) else {
            throw XCTSkip("not inside the shop repository")
        }
        let inventory = TestInventory.scan(packageDirectory: root)
        XCTAssertGreaterThan(inventory.classes.count, 10)
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("partition-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: state) }
        var recorded = TestRunState()
        recorded.durations = [".": 200, "Packages/Mediator": 45, "Tools/CheckDeps": 160, "Packages/Goods": 25]
        recorded.classDurations = Dictionary(
            uniqueKeysWithValues: inventory.classes.map { ($0.qualifiedName, $0.name.contains("Stress") ? 60.0 : 2.0) })
        try recorded.save(to: state)
        for count in 1...8 {
            let outcome = TestPlanCommand.run(
                arguments: [
                    "--root", root.path, "--cache-dir", TestSupport.cacheDirectory.path, "--state", state.path,
                    "--tool", "Tools/CheckDeps", "--follower", "release=.", "--partition", "\(count)",
                ], currentDirectory: root.path)
            XCTAssertEqual(outcome.exitCode, 0, "N = \(count): \(outcome.standardOutput)\(outcome.standardError)")
            let summary = outcome.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
            XCTAssertTrue(summary.hasPrefix("partition: \(count) shards test "), summary)
            XCTAssertTrue(summary.contains("exactly once"), summary)
            if count > 1 {
                XCTAssertTrue(summary.contains("(the split suite as \(inventory.tests.count) tests)"), summary)
            }
        }
    }

    // MARK: - Splitting on a fixture

    private func fixtureWithRootTests() throws -> PlanFixture {
        let fixture = try PlanFixture.make(["A": [], "B": ["A"], "C": []], app: ["B", "C"], git: false)
        fixtures.append(fixture)
        try fixture.write(
            "Tests/AppTests/SlowTests.swift",
            "import XCTest\n\nfinal class SlowTests: XCTestCase {\n    func testA() {}\n    func testB() {}\n}\n")
        try fixture.write(
            "Tests/AppTests/FastTests.swift",
            "import XCTest\n\nfinal class FastTests: XCTestCase {\n    func testC() {}\n}\n")
        try fixture.write(
            "Tests/AppTests/SuiteTests.swift",
            "import Testing\n\n@Suite struct CheckoutSuite {\n    @Test func pays() {}\n}\n\n@Test func freeFunction() {}\n"
        )
        // Measured in an earlier run's JUnit report: the app suite and its classes.
        try fixture.write(
            ".build/junit/run.xml",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="test-all">
              <testsuite name="A" tests="1" time="20"><properties><property name="reason" value="tested: full run"/></properties>
                <testcase classname="ATests" name="testName" time="1"/></testsuite>
              <testsuite name="B" tests="1" time="20"><properties><property name="reason" value="tested: full run"/></properties></testsuite>
              <testsuite name="C" tests="1" time="15"><properties><property name="reason" value="tested: full run"/></properties></testsuite>
              <testsuite name="C" tests="1" time="0"><properties><property name="reason" value="skipped: in shard 2/2"/></properties></testsuite>
              <testsuite name="app" tests="4" time="80"><properties><property name="reason" value="tested: full run"/></properties>
                <testcase classname="SlowTests" name="testA" time="20"/>
                <testcase classname="SlowTests" name="testB" time="20"/>
                <testcase classname="FastTests" name="testC" time="30"/>
                <testcase classname="AppTests.CheckoutSuite" name="pays()" time="5"/>
              </testsuite>
            </testsuites>
            """)
        return fixture
    }

    private func tsv(_ fixture: PlanFixture, _ arguments: [String]) -> [[String]] {
        let outcome = TestPlanCommand.run(
            arguments: ["--root", fixture.root.path, "--cache-dir", TestSupport.cacheDirectory.path, "--format", "tsv"]
                + arguments,
            currentDirectory: fixture.root.path)
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        return outcome.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    }

    func testShards_splitTheRootSuiteByClass_withFilterAndSkipArguments() throws {
        let fixture = try fixtureWithRootTests()
        let durations = ["--durations", ".build/junit"]
        var arguments: [String: String] = [:]  // unit id -> selection argument, over both shards
        for index in 1...2 {
            for fields in tsv(fixture, durations + ["--shard", "\(index)/2"]) where fields[1] == "test" {
                arguments[fields[2]] = fields[7]
                XCTAssertEqual(fields[8], "full run", fields[2])
            }
        }
        // Longest first, each where it finishes first, a shard's first app class costing the app's 5 s
        // beyond its classes (80 s - 75 s): SlowTests (40 s), B, CheckoutSuite on shard 1; FastTests
        // (30 s), A, C on shard 2. Shard 1, the lowest with app classes, runs all but shard 2's.
        XCTAssertEqual(arguments["."], "--skip=^(AppTests\\.FastTests)/")
        XCTAssertEqual(arguments[".#2"], "--filter=^(AppTests\\.FastTests)/")
        XCTAssertEqual(arguments["Packages/A"], "-")
        XCTAssertEqual(Set(arguments.keys), [".", ".#2", "Packages/A", "Packages/B", "Packages/C"])
    }

    func testShards_sameInputs_giveTheSameSplit() throws {
        let fixture = try fixtureWithRootTests()
        for index in 1...3 {
            let arguments = ["--durations", ".build/junit", "--shard", "\(index)/3"]
            XCTAssertEqual(tsv(fixture, arguments), tsv(fixture, arguments))
        }
    }

    func testPartition_onTheFixture_reportsBalanceAndExactlyOnce() throws {
        let fixture = try fixtureWithRootTests()
        let outcome = TestPlanCommand.run(
            arguments: [
                "--root", fixture.root.path, "--cache-dir", TestSupport.cacheDirectory.path, "--durations",
                ".build/junit", "--partition", "2",
            ], currentDirectory: fixture.root.path)
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardOutput + outcome.standardError)
        XCTAssertEqual(
            outcome.standardOutput.split(separator: "\n").last,
            "partition: 2 shards test 4 units (the split suite as 5 tests) exactly once; slowest 70.0 s = 1.00x the mean 70.0 s, 52% of the serial 135.0 s"
        )
    }

    func testPartitionCheck_findsATestRunTwiceAndOneRunNowhere() throws {
        let fixture = try fixtureWithRootTests()
        let arguments = [
            "--root", fixture.root.path, "--cache-dir", TestSupport.cacheDirectory.path, "--durations", ".build/junit",
        ]
        func plan(_ extra: [String]) throws -> TestPlan {
            let outcome = TestPlanCommand.run(
                arguments: arguments + extra + ["--format", "json"], currentDirectory: fixture.root.path)
            return try JSONDecoder().decode(TestPlan.self, from: Data(outcome.standardOutput.utf8))
        }
        var first = try plan(["--shard", "1/2"])
        var second = try plan(["--shard", "2/2"])
        let tests = TestInventory.scan(packageDirectory: fixture.root).tests
        XCTAssertEqual(
            ShardPartition.check(full: try plan([]), shards: [first, second], splitSuiteTests: tests).problems, [])
        // Shard 1 also runs shard 2's app classes, and shard 2 forgets package A.
        for index in first.packages.indices where first.packages[index].id == "." {
            first.packages[index].tests = TestSelection(mode: .except, classes: [])
        }
        second.packages.removeAll { $0.id == "Packages/A" }
        let problems = ShardPartition.check(full: try plan([]), shards: [first, second], splitSuiteTests: tests)
            .problems
        XCTAssertTrue(problems.contains(". AppTests.FastTests/testC runs in shards 1, 2"), "\(problems)")
        XCTAssertTrue(problems.contains("Packages/A runs in no shard"), "\(problems)")
    }

    func testDurations_ofASuiteSplitAcrossShards_countItsBuildOnce() throws {
        func report(_ seconds: Int, _ cases: String) -> Data {
            Data(
                """
                <testsuites><testsuite name="app" time="\(seconds)">
                <properties><property name="reason" value="tested: full run"/></properties>\(cases)
                </testsuite></testsuites>
                """.utf8)
        }
        var durations = TestDurations()
        try durations.add(report(100, "<testcase classname=\"Slow\" name=\"t\" time=\"60\"/>"), displayPath: "1")
        try durations.add(report(50, "<testcase classname=\"Fast\" name=\"t\" time=\"20\"/>"), displayPath: "2")
        // Cases 80 s; beyond them 40 s and 30 s, one build each: 35 s on average.
        XCTAssertEqual(durations.units["app"], 115)
        XCTAssertEqual(durations.classes, ["Slow": 60, "Fast": 20])
    }

    // MARK: - Inventory and selection

    func testInventory_findsXCTestClassesSwiftTestingSuitesAndFreeTests() {
        let inventory = TestInventory.scan([
            (
                "ShopTests",
                """
                import XCTest
                final class CheckoutTests: XCTestCase {
                    func testPays() { func testNested() {} }
                    func helper() {}
                }
                struct NotATestCase { func testLooksLikeOne() {} }
                """
            ),
            ("ShopTests", "extension CheckoutTests {\n    func testRefunds() {}\n}\n"),
            (
                "KitTests",
                "import Testing\n@Suite struct Wrapping {\n    @Test(arguments: [1]) func wraps(width: Int) {}\n}\n@Test func free() {}\n"
            ),
        ])
        XCTAssertEqual(inventory.classes.map(\.qualifiedName), ["KitTests.Wrapping", "ShopTests.CheckoutTests"])
        XCTAssertEqual(
            inventory.tests,
            [
                "KitTests.Wrapping/wraps()", "KitTests/free()", "ShopTests.CheckoutTests/testPays",
                "ShopTests.CheckoutTests/testRefunds",
            ])
    }

    func testSelection_patternEscapesNames_andSelectsByClassPrefix() {
        let only = TestSelection(mode: .only, classes: ["T.B", "T.A"])
        XCTAssertEqual(only.argument, "--filter=^(T\\.A|T\\.B)/")
        XCTAssertTrue(only.selects("T.A/testX"))
        XCTAssertFalse(only.selects("T.AB/testX"))
        let except = TestSelection(mode: .except, classes: ["T.A"])
        XCTAssertEqual(except.argument, "--skip=^(T\\.A)/")
        XCTAssertTrue(except.selects("T/free()"))
        XCTAssertFalse(except.selects("T.A/testX"))
        XCTAssertNil(TestSelection(mode: .except, classes: []).argument)
    }
}

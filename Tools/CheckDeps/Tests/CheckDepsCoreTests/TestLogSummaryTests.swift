import CheckDepsCore
import Foundation
import XCTest

/// Counting tests from real `swift test` logs (`Fixtures/TestLogs`, captured from throwaway packages
/// with Swift 6.3.1: XCTest and Swift Testing side by side, with skips, failures and known issues).
final class TestLogSummaryTests: XCTestCase {
    private func fixture(_ name: String) throws -> String {
        let url = TestSupport.fixtures.appendingPathComponent("TestLogs/\(name).log")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// XCTest: 8 run, 2 skipped, 2 failed tests (3 failed assertions); Swift Testing: 11 tests, 3
    /// skipped (one in a disabled suite), 3 failed (one parameterized), 1 passed with a known issue.
    func testMixedLog_countsFailedTestsNotAssertions_andSkipsOfBothFrameworks() throws {
        let summary = TestLogSummary.parse(try fixture("mixed-failures-skips-known-issues"))
        XCTAssertEqual(summary, TestLogSummary(passed: 9, failed: 5, skipped: 5, expectedFailures: 1))
        XCTAssertEqual(summary.executed, 19)
    }

    func testGreenLog_withSkippedTests_countsThemAsSkippedNotPassed() throws {
        let summary = TestLogSummary.parse(try fixture("green-with-skips"))
        XCTAssertEqual(summary, TestLogSummary(passed: 2, failed: 0, skipped: 2))
    }

    func testFilteredLog_countsOnlySelectedClasses() throws {
        let summary = TestLogSummary.parse(try fixture("filtered-by-class"))
        XCTAssertEqual(summary, TestLogSummary(passed: 2, failed: 2, skipped: 2, expectedFailures: 1))
    }

    /// The line the old pattern (`Executed N tests, with N failures`) missed, so the runner fell back
    /// to the last suite's line.
    func testXCTestTotal_withSkips_isReadFromTheLastTotalLine() {
        let log = """
            Test Suite 'Small' passed at 2026-12-02 09:00:00.000
            \t Executed 9 tests, with 0 failures (0 unexpected) in 0.1 (0.1) seconds
            Test Suite 'All tests' passed at 2026-12-02 09:00:00.000
            \t Executed 205 tests, with 2 tests skipped and 0 failures (0 unexpected) in 196.0 (196.0) seconds
            """
        XCTAssertEqual(TestLogSummary.parse(log), TestLogSummary(passed: 203, failed: 0, skipped: 2))
    }

    func testCrashedRun_withoutTotals_countsFinishedCases() {
        let log = """
            Test Case 'A.testOne' started at 2026-12-02 09:00:00.000
            Test Case 'A.testOne' passed (0.001 seconds)
            Test Case 'A.testTwo' started at 2026-12-02 09:00:00.000
            Fatal error: Unexpectedly found nil
            """
        XCTAssertEqual(TestLogSummary.parse(log), TestLogSummary(passed: 1))
    }

    func testDisplayName_containingOutcomeWords_isNotMistakenForTheOutcome() {
        let log = """
            ✔ Test "skipped: failed after run with 2 tests" passed after 0.001 seconds.
            ✔ Test run with 1 test in 0 suites passed after 0.002 seconds.
            """
        XCTAssertEqual(TestLogSummary.parse(log), TestLogSummary(passed: 1))
    }

    func testEmptyLog_countsNothing() {
        XCTAssertEqual(TestLogSummary.parse("Building for debugging...\n").executed, 0)
    }

    func testCountCommand_printsExecutedPassedFailedSkipped() throws {
        let path = TestSupport.fixtures.appendingPathComponent("TestLogs/mixed-failures-skips-known-issues.log").path
        let outcome = TestPlanCommand.run(arguments: ["count", "--log", path], currentDirectory: "/")
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertEqual(outcome.standardOutput, "19 9 5 5\n")
        let missing = TestPlanCommand.run(arguments: ["count", "--log", "/nonexistent.log"], currentDirectory: "/")
        XCTAssertEqual(missing.exitCode, 2)
    }
}

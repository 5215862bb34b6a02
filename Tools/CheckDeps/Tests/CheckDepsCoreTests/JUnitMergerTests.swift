import CheckDepsCore
import Foundation
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Merging a run's xUnit reports (and XCTest logs) into one JUnit file.
final class JUnitMergerTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "check-deps-junit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// What `swift test --xunit-output` writes for Swift Testing (copied from a real run).
    private let swiftTestingReport = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="TestResults" errors="0" tests="2" failures="1" skipped="0" time="0.001059971">
            <testcase classname="XUTests.XUSuite" name="swiftTestingOne()" time="0.00047639" />
            <testcase classname="XUTests.XUSuite" name="swiftTestingFails()" time="0.000537482" >
              <failure message="Expectation failed: (xu() &#8594; 1) == 3 (error)" />
            </testcase>
          </testsuite>
        </testsuites>
        """

    /// What a serial XCTest run prints (copied from a real run, dates shortened).
    private let xctestLog = """
        Building for debugging...
        Test Suite 'All tests' started at 2026-12-01 06:13:10.000
        Test Suite 'XUTests' started at 2026-12-01 06:13:10.001
        Test Case 'XUTests.testFails' started at 2026-12-01 06:13:10.002
        /tmp/xu/Tests/XUTests/XUTests.swift:6: error: XUTests.testFails : XCTAssertEqual failed: ("1") is not equal to ("2") - deliberate <&> failure
        Test Case 'XUTests.testFails' failed (0.001 seconds)
        Test Case 'XUTests.testOne' started at 2026-12-01 06:13:10.003
        Test Case 'XUTests.testOne' passed (0.250 seconds)
        Test Case 'XUTests.testSkip' started at 2026-12-01 06:13:10.004
        /tmp/xu/Tests/XUTests/XUTests.swift:9: XUTests.testSkip : Test skipped - not on Linux
        Test Case 'XUTests.testSkip' skipped (0.000 seconds)
        \t Executed 3 tests, with 1 failure (0 unexpected) in 0.251 (0.251) seconds
        """

    private func file(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func testXCTestLog_givesCasesWithFailureMessagesAndSkips() {
        let cases = XCTestLogReader.cases(in: xctestLog)
        XCTAssertEqual(cases.map(\.name), ["testFails", "testOne", "testSkip"])
        XCTAssertEqual(cases.map(\.className), ["XUTests", "XUTests", "XUTests"])
        XCTAssertEqual(
            cases[0].failure?.message, "XCTAssertEqual failed: (\"1\") is not equal to (\"2\") - deliberate <&> failure"
        )
        XCTAssertTrue(cases[0].failure?.details.hasPrefix("/tmp/xu/Tests/XUTests/XUTests.swift:6: error:") ?? false)
        XCTAssertEqual(cases[1].time, 0.25)
        XCTAssertNil(cases[1].failure)
        XCTAssertEqual(cases[2].skipped, "Test skipped - not on Linux")
    }

    func testXUnitReader_readsSwiftTestingReports() throws {
        let cases = try XUnitReader.cases(in: Data(swiftTestingReport.utf8), displayPath: "x.xml")
        XCTAssertEqual(cases.map(\.name), ["swiftTestingOne()", "swiftTestingFails()"])
        XCTAssertEqual(cases[1].failure?.message, "Expectation failed: (xu() \u{2192} 1) == 3 (error)")
        XCTAssertThrowsError(try XUnitReader.cases(in: Data("<testsuites><testcase".utf8), displayPath: "bad.xml"))
        XCTAssertThrowsError(try XUnitReader.cases(in: Data("<html></html>".utf8), displayPath: "page.xml")) { error in
            XCTAssertEqual(
                "\(error)", "invalid page.xml: not a complete xUnit XML file (no closed <testsuites> or <testsuite>)")
        }
    }

    func testMerge_onePerUnit_withBuildFailuresSkipsAndCrashes() throws {
        let log = try file("XU.log", xctestLog)
        let report = try file("XU.xunit-swift-testing.xml", swiftTestingReport)
        let brokenLog = try file("Broken.log", "error: no such module 'Nope'\n")
        let crashLog = try file("Crash.log", "Fatal error: Unexpectedly found nil\n")
        let results = [
            TestRunResult(
                id: "Packages/XU", name: "XU", status: .failed, seconds: 3, log: log,
                xunitFiles: [directory.appendingPathComponent("XU.xunit.xml").path, report], reason: "depends on Core"),
            TestRunResult(
                id: "Packages/Broken", name: "Broken", status: .buildFailed, seconds: 1, log: brokenLog,
                reason: "full run"),
            TestRunResult(
                id: "Packages/Crash", name: "Crash", status: .failed, seconds: 2, log: crashLog, reason: "full run"),
            TestRunResult(
                id: "Packages/Quiet", name: "Quiet", status: .skipped, seconds: 0, reason: "no input changed since main"
            ),
            TestRunResult(id: ".", name: "app", status: .passed, seconds: 4, reason: "depends on XU"),
        ]
        let merged = try JUnitMerger.merge(results, root: directory)
        XCTAssertEqual(merged.suites.map(\.name), ["XU", "Broken", "Crash", "Quiet", "app"])
        XCTAssertEqual(merged.suites[0].cases.count, 5)  // 2 Swift Testing + 3 XCTest (from the log)
        XCTAssertEqual(merged.suites[1].cases.map(\.name), ["build"])
        XCTAssertEqual(merged.suites[1].cases[0].failure?.details, "error: no such module 'Nope'\n")
        XCTAssertEqual(merged.suites[2].cases.map(\.name), ["test run"])
        XCTAssertEqual(merged.suites[3].cases[0].skipped, "no input changed since main")
        XCTAssertEqual(merged.suites[4].cases.map(\.name), ["build"])
        XCTAssertNil(merged.suites[4].cases[0].failure)

        // The document is well-formed and its counts add up.
        let xml = merged.xml
        let parser = XMLParser(data: Data(xml.utf8))
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        XCTAssertTrue(
            xml.contains(
                "<testsuites name=\"test-all\" tests=\"9\" failures=\"4\" errors=\"0\" skipped=\"2\" time=\"10.000\">"),
            xml)
        XCTAssertTrue(xml.contains("deliberate &lt;&amp;&gt; failure"))
        XCTAssertTrue(xml.contains("<property name=\"reason\" value=\"tested: depends on Core\"/>"))
    }

    func testMerge_preferTheXCTestReportOverTheLog_whenSwiftPMWroteOne() throws {
        let log = try file("P.log", xctestLog)
        let xctest = try file(
            "P.xunit.xml",
            "<testsuites><testsuite name=\"TestResults\"><testcase classname=\"PTests.PTests\" name=\"testA\" time=\"0.1\"></testcase></testsuite></testsuites>"
        )
        let merged = try JUnitMerger.merge(
            [
                TestRunResult(
                    id: "P", name: "P", status: .passed, seconds: 1, log: log, xunitFiles: [xctest], reason: "r")
            ],
            root: directory)
        XCTAssertEqual(merged.suites[0].cases.map(\.name), ["testA"])
    }

    func testEscape_dropsCharactersXMLCannotHold() throws {
        let report = JUnitReport(suites: [
            .init(
                name: "A", time: 1, reason: "r",
                cases: [
                    .init(
                        className: "A", name: "t", time: 0,
                        failure: .init(message: "bell \u{7} \"quoted\"", details: "\u{1B}[31mred\u{1B}[0m"))
                ])
        ])
        XCTAssertTrue(report.xml.contains("message=\"bell  &quot;quoted&quot;\">[31mred[0m</failure>"), report.xml)
        XCTAssertTrue(XMLParser(data: Data(report.xml.utf8)).parse())
    }

    func testJUnitStep_writesTheFile() throws {
        let results = try file("results.tsv", "Packages/A\tA\tSKIP\t0\th\t\t\tno input changed\n")
        let output = directory.appendingPathComponent("out/junit.xml")
        let outcome = TestPlanCommand.run(
            arguments: ["junit", "--results", results, "--output", output.path], currentDirectory: directory.path)
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertEqual(outcome.standardOutput, "check-deps plan: wrote \(output.path): 1 suites, 1 cases, 0 failures\n")
        XCTAssertTrue(
            try String(contentsOf: output, encoding: .utf8).contains("<skipped message=\"no input changed\"/>"))
    }
}

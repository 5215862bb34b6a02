import CheckDepsCore
import Foundation
import XCTest

/// `--format sarif` and `--format github`: golden output, and SARIF's structure against the 2.1.0 schema.
final class CIFormatTests: XCTestCase {
    func testSARIF_matchesGolden() throws {
        let outcome = TestSupport.run(fixture: "R9-broken", ["--format", "sarif"])
        XCTAssertEqual(outcome.exitCode, 1)
        try TestSupport.assertGolden(outcome.standardOutput, "R9-broken.sarif")
    }

    func testSARIF_isStructurallyValid_forErrorsWarningsAndACleanRun() {
        for (fixture, exitCode) in [("R9-broken", 1), ("RealWorld-VersionedManifest", 0), ("R1-kept", 0)]
            as [(String, Int32)]
        {
            let outcome = TestSupport.run(fixture: fixture, ["--format", "sarif"])
            XCTAssertEqual(outcome.exitCode, exitCode, fixture)
            XCTAssertEqual(SARIFStructure.problems(in: outcome.standardOutput), [], fixture)
        }
    }

    func testSARIF_hasOneRuleEntryPerRuleWithHelp_andResultsPointAtThem() throws {
        let outcome = TestSupport.run(fixture: "RealWorld-VersionedManifest", ["--format", "sarif"])
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, RuleCatalog.rules.map(\.id))
        for rule in rules {
            let help = try XCTUnwrap(rule["help"] as? [String: String])
            XCTAssertTrue(help["text"]?.contains("How to fix: ") ?? false, "\(rule)")
            XCTAssertTrue(help["markdown"]?.contains("```swift") ?? false, "\(rule)")
        }
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(results[0]["ruleId"] as? String, "R8")
        XCTAssertEqual(results[0]["ruleIndex"] as? Int, 7)
        XCTAssertEqual(results[0]["level"] as? String, "warning")
        let location = try XCTUnwrap(
            (results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, "Package@swift-5.9.swift")
        XCTAssertEqual((location["region"] as? [String: Any])?["startLine"] as? Int, 15)
    }

    func testSARIFStructure_rejectsBrokenLogs() {
        XCTAssertEqual(SARIFStructure.problems(in: "[]"), ["not a JSON object"])
        XCTAssertEqual(
            SARIFStructure.problems(in: #"{"version": "2.0.0", "runs": [{"tool": {"driver": {}}, "bogus": 1}]}"#),
            [
                "$.version: not \"2.1.0\"", "$.runs[0]: bogus is not a property of run",
                "$.runs[0].tool.driver: missing required name", "$.runs[0].tool.driver.name: not a string",
            ])
        let badResult = """
            {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x", "rules": [{"id": "R1"}]}},
              "results": [{"ruleId": "R2", "ruleIndex": 0, "level": "fatal", "message": {},
                "locations": [{"physicalLocation": {"region": {"startLine": 0}}}]}]}]}
            """
        XCTAssertEqual(
            SARIFStructure.problems(in: badResult),
            [
                "$.runs[0].results[0].message: needs text or id", "$.runs[0].results[0].level: not an allowed value",
                "$.runs[0].results[0].ruleIndex: rule R1 is not ruleId R2",
                "$.runs[0].results[0].locations[0].physicalLocation: needs address or artifactLocation",
                "$.runs[0].results[0].locations[0].physicalLocation.region.startLine: not an integer >= 1",
            ])
    }

    func testGitHub_matchesGolden() {
        let outcome = TestSupport.run(fixture: "R2-broken", ["--format", "github"])
        XCTAssertEqual(outcome.exitCode, 1)
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 3, outcome.standardOutput)
        XCTAssertEqual(
            lines.first.map(String.init),
            "::error file=Packages/Goods/Package.swift,line=16,title=check-deps [R2]::business component Goods "
                + "depends on the implementation package of business component Cart%0Afix: Depend on CartMediator "
                + "and call Cart through the mediator instead.")
        XCTAssertTrue(lines[1].hasPrefix("check-deps: 1 errors, 0 warnings in 3 packages"), String(lines[1]))
        XCTAssertEqual(lines[2], "")
    }

    func testGitHub_warningsAndEscaping() {
        var report = CheckReport(
            findings: [
                Finding(
                    rule: "R8", severity: .warning, path: "Sources/A,B/x:y.swift", line: 3,
                    message: "100% unused\r\nsecond line", fix: "Remove it.")
            ],
            packages: [], edges: [], targetCount: 0, fileCount: 0, hasArchitecture: false, duration: 0)
        report.duration = 0
        XCTAssertEqual(
            GitHubReporter.render(report),
            "::warning file=Sources/A%2CB/x%3Ay.swift,line=3,title=check-deps [R8]::100%25 unused%0D%0Asecond line"
                + "%0Afix: Remove it.\ncheck-deps: 0 errors, 1 warnings in 0 packages (0 targets, 0 files) in 0.00s\n")
    }

    func testUnknownFormat_namesTheFormats() {
        let outcome = CheckDepsCommand.run(arguments: ["--format", "xml"], currentDirectory: "/")
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(
            outcome.standardError,
            "check-deps: error: unknown format 'xml' for --format (use text, json, sarif or github) (see --help)\n")
    }
}

import CheckDepsCore
import Foundation
import XCTest

/// A baseline matches findings by rule, path and what they are about, never by wording or line.
final class BaselineTests: FixtureCopyTestCase {
    private func finding(_ message: String, line: Int = 3) -> Finding {
        Finding(
            rule: "R8", path: "Sources/App/App.swift", line: line, message: message, fix: "Add it.",
            key: Finding.importKey(target: "App", module: "Core"))
    }

    func testEntryStillMatches_whenTheMessageTemplateChangesAndTheLineMoves() {
        let baseline = Baseline(findings: [finding("target App imports Core, which is not declared")])
        let reworded = finding(
            "target App imports Core, which is not declared (it is reachable only transitively)", line: 9)
        XCTAssertEqual(baseline.apply(to: [reworded], displayPath: "b.json"), [])
    }

    func testEntryAcceptsOneOccurrence_andANewSubjectIsReported() {
        let baseline = Baseline(findings: [finding("old words")])
        let other = Finding(
            rule: "R8", path: "Sources/App/App.swift", line: 4, message: "old words", fix: "Add it.",
            key: Finding.importKey(target: "App", module: "Other"))
        let remaining = baseline.apply(to: [finding("new words"), finding("new words"), other], displayPath: "b.json")
        XCTAssertEqual(remaining.map(\.key), ["import App Core", "import App Other"])
    }

    func testSchemaOneEntry_withOldWording_matchesByTheKeyItsMessageGives() throws {
        // The 21 entries that came back: written before R8 said "(it is reachable only transitively)".
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-v1-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(
            """
            {"schemaVersion": 1, "entries": [
              {"rule": "R8", "path": "Sources/App/App.swift",
               "message": "target App imports Core, which is not a declared direct dependency of the target"},
              {"rule": "R8", "path": "Package.swift",
               "message": "target App declares dependency Tools but none of its sources imports Tools"},
              {"rule": "R2", "path": "Package.swift",
               "message": "business component Goods depends on the implementation package of business component Cart"}]}
            """.utf8
        ).write(to: url)
        let baseline = try Baseline.load(from: url, displayPath: "b.json")
        XCTAssertEqual(baseline.entries.map(\.key), ["import App Core", "dependency App Tools", nil])
        let current = [
            finding(
                "target App imports Core, which is not a declared direct dependency of the target "
                    + "(it is reachable only transitively)"),
            Finding(
                rule: "R8", severity: .warning, path: "Package.swift", line: 12,
                message: "target App declares dependency Tools but no source imports it", fix: "Remove it.",
                key: Finding.dependencyKey(target: "App", dependency: "Tools")),
            Finding(
                rule: "R2", path: "Package.swift", line: 7,
                message: "business component Goods depends on the implementation package of business component Cart",
                fix: "Use CartMediator.", key: Finding.dependencyKey(target: "Goods", dependency: "Cart")),
        ]
        XCTAssertEqual(baseline.apply(to: current, displayPath: "b.json"), [])
    }

    func testWrittenBaseline_survivesRewordedEntries_endToEnd() throws {
        let root = try copy("R8-broken")
        XCTAssertEqual(TestSupport.run(root: root, ["--write-baseline"]).exitCode, 0)
        let url = root.appendingPathComponent(".check-deps-baseline.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains("\"schemaVersion\" : 2"), text)
        XCTAssertTrue(text.contains("\"key\" : \"import App Core\""), text)
        // Every message reworded, as a changed template would leave the file.
        try text.replacingOccurrences(of: "\"message\" : \"", with: "\"message\" : \"formerly: ")
            .write(to: url, atomically: true, encoding: .utf8)
        let accepted = TestSupport.run(root: root)
        XCTAssertEqual(accepted.exitCode, 0, accepted.standardOutput)
        XCTAssertEqual(TestSupport.findingLines(accepted), [])
    }
}

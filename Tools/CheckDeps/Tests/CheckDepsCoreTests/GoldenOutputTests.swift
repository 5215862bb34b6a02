import CheckDepsCore
import Foundation
import XCTest

/// Exact text and JSON output for the broken R9 fixture (duration pinned to zero).
final class GoldenOutputTests: XCTestCase {
    private func report() throws -> CheckReport {
        let root = TestSupport.fixtures.appendingPathComponent("R9-broken")
        let config = try ArchitectureConfig.load(
            from: root.appendingPathComponent("architecture.json"), displayPath: "architecture.json")
        var report = try Checker(
            root: root, config: config, loader: ManifestLoader(cacheDirectory: TestSupport.cacheDirectory)
        ).run()
        report.duration = 0
        return report
    }

    func testTextOutput_matchesGolden() throws {
        let expected = """
            Packages/Goods/Sources/Goods/Target_Goods.swift:9: error: [R9] action "nativeShare" of Goods is declared remote, but native actions are never remote-callable
              fix: Declare it with .local("nativeShare") (or .localAsync).
            Packages/GoodsMediator/Sources/GoodsMediator/Mediator+Goods.swift:11: error: [R9] GoodsMediator calls action "list@member" of Goods, which Target_Goods does not declare
              fix: Declare .local("list@member") (or .remote) in Target_Goods, or correct the action name.
            Packages/GoodsMediator/Sources/GoodsMediator/Mediator+Goods.swift:16: error: [R9] GoodsMediator calls action "details" of Goods, which Target_Goods does not declare
              fix: Declare .local("details") (or .remote) in Target_Goods, or correct the action name.
            Packages/GoodsMediator/Sources/GoodsMediator/Mediator+Goods.swift:22: error: [R9] GoodsMediator calls target "Good", but its component is Goods
              fix: Use target: "Goods"; an extension package calls only its own component.
            check-deps: 4 errors, 0 warnings in 3 packages (3 targets, 5 files) in 0.00s

            """
        XCTAssertEqual(TextReporter.render(try report()), expected)
    }

    func testJSONOutput_matchesGolden() throws {
        let expected = """
            {
              "findings" : [
                {
                  "fix" : "Declare it with .local(\\"nativeShare\\") (or .localAsync).",
                  "line" : 9,
                  "message" : "action \\"nativeShare\\" of Goods is declared remote, but native actions are never remote-callable",
                  "path" : "Packages/Goods/Sources/Goods/Target_Goods.swift",
                  "rule" : "R9",
                  "severity" : "error"
                },
                {
                  "fix" : "Declare .local(\\"list@member\\") (or .remote) in Target_Goods, or correct the action name.",
                  "line" : 11,
                  "message" : "GoodsMediator calls action \\"list@member\\" of Goods, which Target_Goods does not declare",
                  "path" : "Packages/GoodsMediator/Sources/GoodsMediator/Mediator+Goods.swift",
                  "rule" : "R9",
                  "severity" : "error"
                },
                {
                  "fix" : "Declare .local(\\"details\\") (or .remote) in Target_Goods, or correct the action name.",
                  "line" : 16,
                  "message" : "GoodsMediator calls action \\"details\\" of Goods, which Target_Goods does not declare",
                  "path" : "Packages/GoodsMediator/Sources/GoodsMediator/Mediator+Goods.swift",
                  "rule" : "R9",
                  "severity" : "error"
                },
                {
                  "fix" : "Use target: \\"Goods\\"; an extension package calls only its own component.",
                  "line" : 22,
                  "message" : "GoodsMediator calls target \\"Good\\", but its component is Goods",
                  "path" : "Packages/GoodsMediator/Sources/GoodsMediator/Mediator+Goods.swift",
                  "rule" : "R9",
                  "severity" : "error"
                }
              ],
              "schemaVersion" : 1,
              "summary" : {
                "architecture" : true,
                "durationMilliseconds" : 0,
                "errors" : 4,
                "files" : 5,
                "packages" : 3,
                "targets" : 3,
                "warnings" : 0
              }
            }

            """
        XCTAssertEqual(try JSONReporter.render(try report()), expected)
    }

    func testJSONOutput_fromCommand_isValidAndMatchesText() throws {
        let outcome = TestSupport.run(fixture: "R9-broken", ["--format", "json"])
        XCTAssertEqual(outcome.exitCode, 1)
        let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any]
        XCTAssertEqual(object?["schemaVersion"] as? Int, 1)
        XCTAssertEqual((object?["findings"] as? [Any])?.count, 4)
        XCTAssertEqual((object?["summary"] as? [String: Any])?["errors"] as? Int, 4)
    }

    func testGraph_withoutArchitecture_isUnlayeredAndCycleEdgesAreRed() {
        let dot = TestSupport.run(fixture: "R7-broken", ["--graph", "dot"])
        XCTAssertEqual(dot.exitCode, 1)
        XCTAssertEqual(
            dot.standardOutput,
            """
            digraph packages {
              rankdir=TB;
              node [shape=box];
              subgraph cluster_unlayered {
                label="unlayered";
                "Core";
                "Feature";
              }
              "Core" -> "Feature" [color=red, penwidth=2];
              "Feature" -> "Core" [color=red, penwidth=2];
            }

            """)
    }

    func testGraphs_drawLayersAndViolatingEdgesInRed() {
        let mermaid = TestSupport.run(fixture: "R2-broken", ["--graph", "mermaid"])
        XCTAssertEqual(mermaid.exitCode, 1)
        XCTAssertEqual(
            mermaid.standardOutput,
            """
            flowchart TB
              subgraph feature
                p_Goods["Goods"]
              end
              subgraph common
                p_Cart["Cart"]
              end
              subgraph core
                p_Mediator["Mediator"]
              end
              p_Cart --> p_Mediator
              p_Goods --> p_Cart
              p_Goods --> p_Mediator
              linkStyle 1 stroke:red,stroke-width:3px

            """)
        let dot = TestSupport.run(fixture: "R2-broken", ["--graph", "dot"])
        XCTAssertTrue(dot.standardOutput.hasPrefix("digraph packages {\n"), dot.standardOutput)
        XCTAssertTrue(
            dot.standardOutput.contains("  subgraph cluster_feature {\n    label=\"feature\";\n    \"Goods\";\n  }"))
        XCTAssertTrue(dot.standardOutput.contains("  \"Goods\" -> \"Cart\" [color=red, penwidth=2];"))
        XCTAssertTrue(dot.standardOutput.contains("  \"Goods\" -> \"Mediator\";"))
    }
}

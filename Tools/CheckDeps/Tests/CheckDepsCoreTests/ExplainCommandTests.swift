import CheckDepsCore
import XCTest

/// `check-deps explain`: golden text for R8, every rule complete, and usage errors.
final class ExplainCommandTests: XCTestCase {
    func testExplainR8_matchesGolden() throws {
        let outcome = CheckDepsCommand.run(arguments: ["explain", "R8"], currentDirectory: "/")
        XCTAssertEqual(outcome.exitCode, 0)
        XCTAssertEqual(outcome.standardError, "")
        try TestSupport.assertGolden(outcome.standardOutput, "explain-R8.txt")
    }

    /// R4, R5 and R10 as the rules table of ARCHITECTURE.md §3 states them.
    func testExplainR4R5R10_stateTheRulesAsTheArchitectureDoes() {
        func summary(_ id: String) -> String {
            let text = CheckDepsCommand.run(arguments: ["explain", id], currentDirectory: "/").standardOutput
            return text.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
        }
        XCTAssertEqual(
            summary("R4"),
            "An interface package (<Name>Mediator) depends on the core and on interface packages of the same or a "
                + "lower layer, never on a component.")
        XCTAssertEqual(
            summary("R5"),
            "A base component depends on nothing in the project but the core and its own interface package "
                + "(<Name>Mediator).")
        XCTAssertEqual(
            summary("R10"),
            "Registrations agree: every list of components outside architecture.json (the app manifest's components, "
                + "its registration lists) names the same components with the same launch and remote.")
        let r4 = CheckDepsCommand.run(arguments: ["explain", "R4"], currentDirectory: "/").standardOutput
        XCTAssertTrue(r4.contains("PaymentMediator"), r4)
        XCTAssertFalse(r4.contains("nothing else"), r4)
        let r5 = CheckDepsCommand.run(arguments: ["explain", "R5"], currentDirectory: "/").standardOutput
        XCTAssertTrue(r5.contains("StorageMediator"), r5)
    }

    func testExplain_isCaseInsensitive() {
        let lower = CheckDepsCommand.run(arguments: ["explain", "r2"], currentDirectory: "/")
        let upper = CheckDepsCommand.run(arguments: ["explain", "R2"], currentDirectory: "/")
        XCTAssertEqual(lower, upper)
        XCTAssertTrue(upper.standardOutput.hasPrefix("R2 NoBusinessToBusiness (error)\n"), upper.standardOutput)
    }

    func testEveryRule_hasRationaleExamplesAndFix() {
        XCTAssertEqual(
            RuleCatalog.rules.map(\.id),
            ["R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "baseline", "suppression"])
        XCTAssertEqual(Set(RuleCatalog.rules.map(\.name)).count, RuleCatalog.rules.count, "names are unique")
        for rule in RuleCatalog.rules {
            let text = CheckDepsCommand.run(arguments: ["explain", rule.id], currentDirectory: "/").standardOutput
            for section in ["Why:\n", "Violates the rule:\n", "Keeps the rule:\n", "How to fix:\n"] {
                XCTAssertTrue(text.contains(section), "\(rule.id) lacks \(section)")
            }
            XCTAssertNotEqual(rule.badExample, rule.goodExample, rule.id)
            XCTAssertFalse(rule.summary.isEmpty || rule.rationale.isEmpty || rule.fix.isEmpty, rule.id)
            for line in text.split(separator: "\n")
            where !line.hasPrefix(rule.id) && line != rule.summary && line.count > 112 {
                XCTFail("\(rule.id): line longer than 112 columns: \(line)")
            }
        }
    }

    func testExplainWithoutRule_listsEveryRule() {
        let outcome = CheckDepsCommand.run(arguments: ["explain"], currentDirectory: "/")
        XCTAssertEqual(outcome.exitCode, 0)
        let lines = outcome.standardOutput.split(separator: "\n")
        XCTAssertEqual(lines.count, RuleCatalog.rules.count + 1)
        XCTAssertTrue(lines[7].hasPrefix("R8           NoImplicitImports: Every import"), String(lines[7]))
    }

    func testExplainUnknownRule_exitsTwoNamingTheRules() {
        let outcome = CheckDepsCommand.run(arguments: ["explain", "R12"], currentDirectory: "/")
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(outcome.standardOutput, "")
        XCTAssertEqual(
            outcome.standardError,
            "check-deps: error: unknown rule 'R12' for explain (rules: R1, R2, R3, R4, R5, R6, R7, R8, R9, R10, R11, "
                + "baseline, suppression) (see --help)\n")
    }

    func testExplainTwoRules_exitsTwo() {
        let outcome = CheckDepsCommand.run(arguments: ["explain", "R1", "R2"], currentDirectory: "/")
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.standardError.contains("explain takes one rule"), outcome.standardError)
    }
}

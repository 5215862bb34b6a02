import CheckDepsCore
import Foundation
import XCTest

/// Exit codes, configuration errors, suppressions and the baseline, driven through the command.
final class CommandTests: FixtureCopyTestCase {
    func testHelp_exitsZeroWithUsage() {
        let outcome = CheckDepsCommand.run(arguments: ["--help"], currentDirectory: "/")
        XCTAssertEqual(outcome.exitCode, 0)
        XCTAssertTrue(outcome.standardOutput.hasPrefix("USAGE: check-deps"))
    }

    func testUnknownFlag_exitsTwoWithOneLine() {
        let outcome = CheckDepsCommand.run(arguments: ["--bogus"], currentDirectory: "/")
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(outcome.standardError, "check-deps: error: unknown option '--bogus' (see --help)\n")
        XCTAssertEqual(outcome.standardOutput, "")
    }

    func testMissingRoot_exitsTwo() {
        let outcome = CheckDepsCommand.run(arguments: ["--root", "/nonexistent/check-deps"], currentDirectory: "/")
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.standardError.contains("is not a directory"))
    }

    func testInvalidArchitectureJSON_exitsTwo() throws {
        let root = try copy("R1-kept")
        try TestSupport.write(root, "architecture.json", "{ \"schemaVersion\": 1, ")
        let outcome = TestSupport.run(root: root)
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(outcome.standardError, "check-deps: error: invalid architecture.json: not valid JSON\n")
    }

    func testArchitectureJSONWithUnknownLayer_exitsTwoNamingThePackage() throws {
        let root = try copy("R1-kept")
        try TestSupport.edit(root, "architecture.json", replacing: "\"layer\": \"base\"", with: "\"layer\": \"middle\"")
        let outcome = TestSupport.run(root: root)
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(
            outcome.standardError,
            "check-deps: error: invalid architecture.json: package Networking has unknown layer \"middle\"\n")
    }

    func testListedPackageMissing_exitsTwo() throws {
        let root = try copy("R1-kept")
        try FileManager.default.removeItem(at: root.appendingPathComponent("Packages/Networking"))
        let outcome = TestSupport.run(root: root)
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(
            outcome.standardError,
            "check-deps: error: package Networking listed in architecture.json has no Package.swift at Packages/Networking\n"
        )
    }

    func testUnlistedPackage_exitsTwo() throws {
        let root = try copy("R1-kept")
        try TestSupport.write(
            root, "Packages/Extra/Package.swift",
            "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Extra\")\n")
        let outcome = TestSupport.run(root: root)
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(
            outcome.standardError,
            "check-deps: error: package Extra at Packages/Extra is not in architecture.json (add it, or add its path to \"exclude\")\n"
        )
    }

    func testExcludedPathIsNotDiscovered() throws {
        let root = try copy("R1-kept")
        try TestSupport.write(
            root, "Tools/Extra/Package.swift",
            "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Extra\")\n")
        try TestSupport.edit(
            root, "architecture.json", replacing: "\"exclude\": [\".build\"]",
            with: "\"exclude\": [\".build\", \"Tools\"]")
        XCTAssertEqual(TestSupport.run(root: root).exitCode, 0)
    }

    func testBrokenManifest_exitsTwoNamingThePackage() throws {
        let root = try copy("R1-kept")
        try TestSupport.write(
            root, "Packages/Networking/Package.swift",
            "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \n")
        let outcome = TestSupport.run(root: root)
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(
            outcome.standardError.hasPrefix("check-deps: error: swift package dump-package failed for "),
            outcome.standardError)
        XCTAssertTrue(outcome.standardError.contains("Packages/Networking"), outcome.standardError)
    }

    func testSuppressionWithReason_hidesTheFinding() throws {
        let root = try copy("R8-broken")
        let path = "Packages/App/Sources/App/AppFacade.swift"
        try TestSupport.edit(
            root, path, replacing: "import Core\n", with: "import Core // check-deps:ignore R8: migrating\n")
        let outcome = TestSupport.run(root: root)
        XCTAssertEqual(outcome.exitCode, 0)
        XCTAssertEqual(
            TestSupport.findingLines(outcome),
            [
                "Packages/App/Package.swift:16: warning: [R8] target App declares dependency Extra but none of its sources imports Extra"
            ])
    }

    func testSuppressionOnManifestLine_hidesTheWarning() throws {
        let root = try copy("R8-broken")
        try TestSupport.edit(
            root, "Packages/App/Package.swift", replacing: #".product(name: "Extra", package: "Extra"),"#,
            with: #".product(name: "Extra", package: "Extra"),  // check-deps:ignore R8: linked for its side effects"#)
        XCTAssertEqual(
            TestSupport.findingLines(TestSupport.run(root: root)),
            [
                "Packages/App/Sources/App/AppFacade.swift:1: error: [R8] target App imports Core, which is not a declared direct dependency of the target (it is reachable only transitively)"
            ])
    }

    func testSuppressionWithoutReason_isIgnoredAndWarned() throws {
        let root = try copy("R8-broken")
        let path = "Packages/App/Sources/App/AppFacade.swift"
        try TestSupport.edit(root, path, replacing: "import Core\n", with: "import Core // check-deps:ignore R8\n")
        let outcome = TestSupport.run(root: root)
        XCTAssertEqual(outcome.exitCode, 1)
        XCTAssertEqual(
            TestSupport.findingLines(outcome),
            [
                "Packages/App/Package.swift:16: warning: [R8] target App declares dependency Extra but none of its sources imports Extra",
                "\(path):1: error: [R8] target App imports Core, which is not a declared direct dependency of the target (it is reachable only transitively)",
                "\(path):1: warning: [suppression] check-deps:ignore R8 has no reason, so it suppresses nothing",
            ])
    }

    func testSuppressionForAnotherRule_doesNotHideTheFinding() throws {
        let root = try copy("R8-broken")
        let path = "Packages/App/Sources/App/AppFacade.swift"
        try TestSupport.edit(
            root, path, replacing: "import Core\n", with: "import Core // check-deps:ignore R2: wrong rule\n")
        XCTAssertEqual(TestSupport.run(root: root).exitCode, 1)
    }

    func testBaseline_writeThenAcceptThenReportStale() throws {
        let root = try copy("R8-broken")
        let written = TestSupport.run(root: root, ["--write-baseline"])
        XCTAssertEqual(written.exitCode, 0)
        XCTAssertEqual(written.standardOutput, "check-deps: wrote 2 entries to .check-deps-baseline.json\n")
        let baselineText = try String(
            contentsOf: root.appendingPathComponent(".check-deps-baseline.json"), encoding: .utf8)
        XCTAssertTrue(baselineText.contains("\"rule\" : \"R8\""))

        let accepted = TestSupport.run(root: root)
        XCTAssertEqual(accepted.exitCode, 0)
        XCTAssertEqual(TestSupport.findingLines(accepted), [])

        try TestSupport.edit(root, "Packages/App/Sources/App/AppFacade.swift", replacing: "import Core\n", with: "\n")
        let stale = TestSupport.run(root: root)
        XCTAssertEqual(stale.exitCode, 0)
        XCTAssertEqual(
            TestSupport.findingLines(stale),
            [
                ".check-deps-baseline.json:1: warning: [baseline] stale entry [R8] Packages/App/Sources/App/AppFacade.swift: target App imports Core, which is not a declared direct dependency of the target (it is reachable only transitively)"
            ])
    }

    func testExplicitBaselineThatDoesNotExist_exitsTwo() throws {
        let outcome = TestSupport.run(fixture: "R1-kept", ["--baseline", "/nonexistent/baseline.json"])
        XCTAssertEqual(outcome.exitCode, 2)
    }

    func testNoCache_givesTheSameFindings() {
        let cached = TestSupport.run(fixture: "R2-broken")
        let uncached = CheckDepsCommand.run(
            arguments: ["--root", TestSupport.fixtures.appendingPathComponent("R2-broken").path, "--no-cache"],
            currentDirectory: "/")
        XCTAssertEqual(TestSupport.findingLines(uncached), TestSupport.findingLines(cached))
        XCTAssertEqual(uncached.exitCode, 1)
    }

    func testCachedManifest_isReusedAfterTheRepositoryMoves() throws {
        // Dependency paths are stored relative to the package, so a copy hits the same cache entries
        // and still resolves its own packages.
        let root = try copy("R2-broken")
        XCTAssertEqual(
            TestSupport.findingLines(TestSupport.run(root: root)),
            TestSupport.findingLines(TestSupport.run(fixture: "R2-broken")))
    }
}

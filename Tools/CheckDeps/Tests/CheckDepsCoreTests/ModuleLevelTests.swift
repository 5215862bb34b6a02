import CheckDepsCore
import Foundation
import XCTest

/// `init` levels modules by the graph for any number of modules, and a later edge that raises a
/// recorded level is R1 at its manifest line, with or without a cycle.
final class ModuleLevelTests: XCTestCase {
    private var roots: [URL] = []

    override func tearDown() {
        for root in roots { try? FileManager.default.removeItem(at: root) }
        super.tearDown()
    }

    /// Writes a one-manifest package whose targets are `modules` (name and dependencies, in order),
    /// each with one source file that imports its dependencies; returns the root.
    private func package(_ modules: [(name: String, dependencies: [String])]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "check-deps-levels-\(UUID().uuidString)")
        roots.append(root)
        var manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Levels",
                products: [.library(name: "Levels", targets: [\(modules.map { "\"\($0.name)\"" }.joined(separator: ", "))])],
                targets: [

            """
        for module in modules {
            let dependencies = module.dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
            manifest += "        .target(name: \"\(module.name)\", dependencies: [\(dependencies)]),\n"
            let imports = module.dependencies.map { "import \($0)\n" }.joined()
            try TestSupport.write(
                root, "Sources/\(module.name)/\(module.name).swift", imports + "public enum \(module.name) {}\n")
        }
        manifest += "    ]\n)\n"
        try TestSupport.write(root, "Package.swift", manifest)
        return root
    }

    private func initialize(_ root: URL) -> CheckDepsCommand.Outcome {
        CheckDepsCommand.run(
            arguments: ["init", "--root", root.path, "--cache-dir", TestSupport.cacheDirectory.path],
            currentDirectory: "/")
    }

    /// Adds `dependency` to `module`'s target and imports it in its source.
    private func addEdge(_ root: URL, from module: String, to dependency: String) throws {
        let manifest = root.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let old = ".target(name: \"\(module)\", dependencies: ["
        XCTAssertTrue(text.contains(old))
        try text.replacingOccurrences(of: old, with: old + "\"\(dependency)\", ")
            .write(to: manifest, atomically: true, encoding: .utf8)
        let source = root.appendingPathComponent("Sources/\(module)/\(module).swift")
        let code = try String(contentsOf: source, encoding: .utf8)
        try ("import \(dependency)\n" + code).write(to: source, atomically: true, encoding: .utf8)
    }

    /// The manifest line of `module`'s target.
    private func line(of module: String, in root: URL) throws -> Int {
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return try XCTUnwrap(lines.firstIndex { $0.contains(".target(name: \"\(module)\"") }) + 1
    }

    func testSevenModules_areLevelled_andALowModuleDependingOnTheTopIsR1() throws {
        let root = try package([
            ("Models", []), ("Formatting", []), ("Api", ["Models"]), ("Storage", ["Models"]),
            ("Sync", ["Api", "Storage"]), ("Settings", ["Formatting", "Sync"]), ("Home", ["Settings", "Api"]),
        ])
        let outcome = initialize(root)
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertTrue(
            outcome.standardOutput.contains("check-deps init: 7 modules in 5 levels (0-4), 0 in app\n"),
            outcome.standardOutput)
        XCTAssertTrue(
            outcome.standardOutput.contains("  level 4  -    Home        .: depends on Settings (level 3)\n"),
            outcome.standardOutput)
        let config = try ArchitectureConfig.load(
            from: root.appendingPathComponent("architecture.json"), displayPath: "architecture.json")
        XCTAssertEqual(
            config.modules?.levels,
            ["Models": 0, "Formatting": 0, "Api": 1, "Storage": 1, "Sync": 2, "Settings": 3, "Home": 4])
        XCTAssertEqual(TestSupport.run(root: root).exitCode, 0)

        // Settings depends on Formatting, so this is a cycle too; R1 reports the level either way.
        try addEdge(root, from: "Formatting", to: "Home")
        let check = TestSupport.run(root: root)
        XCTAssertEqual(check.exitCode, 1, check.standardOutput)
        XCTAssertTrue(
            TestSupport.findingLines(check).contains(
                "Package.swift:\(try line(of: "Formatting", in: root)): error: [R1] module Formatting (level 0) now "
                    + "depends on module Home (level 4): Formatting would rise to level 5; a module may depend only "
                    + "on modules of a lower level, and Home is at a higher level"),
            check.standardOutput)
    }

    func testThirtyModules_oneUpwardEdgeWithoutACycle_isExactlyOneR1() throws {
        // Mod0 ... Mod27 stacked (each on the one or two below), and Util with its one user Side
        // beside them: Util is level 0, Mod27 the top at 27, and Mod27 does not reach Util.
        var modules: [(name: String, dependencies: [String])] = [("Util", []), ("Side", ["Util"])]
        for index in 0..<28 {
            modules.append(("Mod\(index)", (max(0, index - 2)..<index).map { "Mod\($0)" }))
        }
        let root = try package(modules)
        let outcome = initialize(root)
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        XCTAssertTrue(
            outcome.standardOutput.contains("check-deps init: 30 modules in 28 levels (0-27), 0 in app\n"),
            outcome.standardOutput)
        XCTAssertEqual(TestSupport.run(root: root).exitCode, 0)

        try addEdge(root, from: "Util", to: "Mod27")
        let check = TestSupport.run(root: root)
        XCTAssertEqual(check.exitCode, 1, check.standardOutput)
        // Side, which depends on Util, is not reported: only the edge that raises a level is.
        XCTAssertEqual(
            TestSupport.findingLines(check),
            [
                "Package.swift:\(try line(of: "Util", in: root)): error: [R1] module Util (level 0) now depends on "
                    + "module Mod27 (level 27): Util would rise to level 28; a module may depend only on modules of "
                    + "a lower level, and Mod27 is at a higher level"
            ])
    }

    func testNewModulesAreLevelledOnTopOfTheRecordedOnes_andACycleIsStillAnR1() throws {
        let root = try package([("A", []), ("B", ["A"]), ("C", ["B"])])
        XCTAssertEqual(initialize(root).exitCode, 0)
        // A new module D on top of C (level 3 on the recorded levels), then A depends on D: a cycle.
        try TestSupport.edit(
            root, "Package.swift", replacing: "    ]\n)",
            with: "        .target(name: \"D\", dependencies: [\"C\"]),\n    ]\n)")
        try TestSupport.write(root, "Sources/D/D.swift", "import C\n\npublic enum D {}\n")
        XCTAssertEqual(TestSupport.run(root: root).exitCode, 0, "a new module on top raises nothing")
        try addEdge(root, from: "A", to: "D")
        let check = TestSupport.run(root: root)
        XCTAssertTrue(
            TestSupport.findingLines(check).contains(
                "Package.swift:\(try line(of: "A", in: root)): error: [R1] module A (level 0) now depends on module D "
                    + "(level 3): A would rise to level 4; a module may depend only on modules of a lower level, and "
                    + "D is at a higher level"),
            check.standardOutput)
        XCTAssertTrue(check.standardOutput.contains("[R7]"), check.standardOutput)
    }

    func testLevels_areValidated() throws {
        let root = try package([("A", [])])
        XCTAssertEqual(initialize(root).exitCode, 0)
        try TestSupport.edit(root, "architecture.json", replacing: "\"A\": 0", with: "\"A\": -1")
        let check = TestSupport.run(root: root)
        XCTAssertEqual(check.exitCode, 2)
        XCTAssertEqual(
            check.standardError,
            "check-deps: error: invalid architecture.json: modules.levels.A is -1; a level is 0 or more\n")
    }
}

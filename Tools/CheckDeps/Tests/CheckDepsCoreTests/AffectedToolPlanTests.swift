import CheckDepsCore
import Foundation
import XCTest

/// `check-deps plan --affected` for tools, by what their suites read (`--tool DIR=READS`), and for
/// followers that watch files (`--follower NAME=PATH,...`), in throwaway git repositories.
final class AffectedToolPlanTests: XCTestCase {
    private var fixtures: [PlanFixture] = []

    override func tearDown() {
        fixtures.forEach { $0.delete() }
    }

    /// Core <- Feature <- app -> Other; a tool `Tools/Checker`; a script and a registry file that a
    /// follower may watch.
    private func repository() throws -> PlanFixture {
        let fixture = try PlanFixture.make(["Core": [], "Feature": ["Core"], "Other": []], app: ["Feature", "Other"])
        fixtures.append(fixture)
        try fixture.writePackage("Checker", dependsOn: [], directory: "Tools/Checker")
        try fixture.write("Tools/scaffold-test", "#!/bin/sh\necho scaffold\n")
        try fixture.write("App/Registry.swift", "// check-deps: registrations\nlet registry = [\n]\n")
        try fixture.commit("tools")
        return fixture
    }

    private let source = "Packages/Feature/Sources/Feature/Feature.swift"

    private func plan(_ fixture: PlanFixture, reads: String, _ more: [String] = []) throws -> PlanDocument {
        try fixture.plan(["--affected", "main", "--tool", "Tools/Checker" + reads] + more)
    }

    // MARK: - A tool that reads the structure

    func testBodyOnlyChange_skipsAStructureReader_withTheReason_butNotAWholeRepositoryReader() throws {
        let fixture = try repository()
        try fixture.write(
            source,
            "import Core\n\n/// Feature.\npublic func feature() -> String {\n    \"Feature, changed\"  // a comment\n}\n"
        )
        let structure = try plan(fixture, reads: "=structure")
        XCTAssertEqual(structure.tested, ["Feature", "app"])
        XCTAssertEqual(
            structure.reason("Checker"),
            "reads only the repository's structure, and the change is body-only: \(source)")
        let whole = try plan(fixture, reads: "")
        XCTAssertEqual(whole.tested, ["Feature", "Checker", "app"])
        XCTAssertEqual(whole.reason("Checker"), "reads the whole repository: \(source) changed")
    }

    func testAnAddedImport_testsAStructureReader() throws {
        let fixture = try repository()
        try fixture.write(source, "import Core\nimport Other\n\npublic func feature() -> String { \"Feature\" }\n")
        let plan = try plan(fixture, reads: "=structure")
        XCTAssertEqual(plan.tested, ["Feature", "Checker", "app"])
        XCTAssertEqual(plan.reason("Checker"), "reads the repository's structure: \(source) changed its imports")
    }

    func testANewAction_testsAStructureReader() throws {
        let fixture = try repository()
        try fixture.touch(source, "let actions = [Action.remote(\"ping\")]")
        let plan = try plan(fixture, reads: "=structure")
        XCTAssertEqual(
            plan.reason("Checker"), "reads the repository's structure: \(source) changed its action declarations")
    }

    func testAManifestChange_testsAStructureReader_evenAsAComment() throws {
        let fixture = try repository()
        try fixture.touch("Packages/Core/Package.swift", "// a comment SwiftPM evaluates with the manifest")
        let plan = try plan(fixture, reads: "=structure")
        XCTAssertEqual(plan.tested, ["Core", "Feature", "Checker", "app"])
        XCTAssertEqual(
            plan.reason("Checker"), "reads the repository's structure: Packages/Core/Package.swift changed (read whole)"
        )
    }

    func testNewDeletedAndNonSwiftFiles_testAStructureReader() throws {
        let fixture = try repository()
        try fixture.write("Packages/Other/Sources/Other/New.swift", "let body = 1\n")
        XCTAssertEqual(
            try plan(fixture, reads: "=structure").reason("Checker"),
            "reads the repository's structure: Packages/Other/Sources/Other/New.swift is new")
        try fixture.remove("Packages/Other/Sources/Other/New.swift")
        try fixture.remove("Packages/Other/Tests/OtherTests/OtherTests.swift")
        XCTAssertEqual(
            try plan(fixture, reads: "=structure").reason("Checker"),
            "reads the repository's structure: Packages/Other/Tests/OtherTests/OtherTests.swift was deleted")
        try fixture.git("checkout", "-q", "--", ".")
        try fixture.write("Packages/Other/README.md", "Other.\n")
        XCTAssertEqual(
            try plan(fixture, reads: "=structure").reason("Checker"),
            "reads the repository's structure: Packages/Other/README.md is new")
        try fixture.commit("readme")
        try fixture.touch("Packages/Other/README.md", "More.")
        XCTAssertEqual(
            try fixture.plan(["--affected", "HEAD", "--tool", "Tools/Checker=structure"]).reason("Checker"),
            "reads the repository's structure: Packages/Other/README.md changed (read whole)")
    }

    func testSeveralBodyChangesAndOneStructuralOne_testsIt_namingTheStructuralOneAndCounting() throws {
        let fixture = try repository()
        try fixture.touch("Packages/Core/Sources/Core/Core.swift")
        try fixture.touch("Packages/Other/Tests/OtherTests/OtherTests.swift", "final class MoreTests: XCTestCase {}")
        try fixture.touch("Packages/Other/Sources/Other/Other.swift")
        let plan = try plan(fixture, reads: "=structure")
        XCTAssertEqual(
            plan.reason("Checker"),
            "reads the repository's structure: Packages/Other/Tests/OtherTests/OtherTests.swift changed its type declarations"
        )
        try fixture.git("checkout", "-q", "--", "Packages/Other/Tests")
        XCTAssertEqual(
            try self.plan(fixture, reads: "=structure").reason("Checker"),
            "reads only the repository's structure, and the change is body-only: Packages/Core/Sources/Core/Core.swift and 1 more file"
        )
    }

    func testCommittedStagedAndUnstagedBodyChanges_areComparedWithTheBase() throws {
        let fixture = try repository()
        try fixture.git("checkout", "-q", "-b", "feature")
        try fixture.write(source, "import Core\n\npublic func feature() -> String { \"one\" }\n")
        try fixture.commit("body")
        try fixture.write(source, "import Core\nimport Other\n\npublic func feature() -> String { \"one\" }\n")
        try fixture.git("add", source)
        // Back to the base's imports in the work tree: only the body differs from the merge base.
        try fixture.write(source, "import Core\n\npublic func feature() -> String { \"two\" }\n")
        let plan = try fixture.plan(["--affected", "--tool", "Tools/Checker=structure"])
        XCTAssertEqual(
            plan.reason("Checker"), "reads only the repository's structure, and the change is body-only: \(source)")
    }

    // MARK: - A tool that reads only its own files

    func testOwnFilesReader_isSkippedForAPackageChange_andTestedForItsOwn() throws {
        let fixture = try repository()
        try fixture.writePackage("Lint", dependsOn: [], directory: "Lint")
        try fixture.commit("lint")
        try fixture.write(source, "import Core\nimport Other\n")
        let packageChange = try fixture.plan(["--affected", "HEAD", "--tool", "Lint=own"])
        XCTAssertEqual(packageChange.tested, ["Feature", "app"])
        XCTAssertTrue(
            packageChange.reason("Lint")?.hasPrefix("reads only its own files, and none changed since HEAD (") ?? false,
            packageChange.reason("Lint") ?? "")
        try fixture.git("checkout", "-q", "--", ".")
        try fixture.touch("Lint/Sources/Lint/Lint.swift")
        let ownChange = try fixture.plan(["--affected", "HEAD", "--tool", "Lint=own"])
        XCTAssertEqual(ownChange.tested, ["Lint"])
        XCTAssertEqual(ownChange.reason("Lint"), "inputs changed: Lint/Sources/Lint/Lint.swift")
        // Under Tools (a root file) its own change tests everything, itself included.
        try fixture.touch("Tools/Checker/Sources/Checker/Checker.swift")
        let underTools = try plan(fixture, reads: "=own")
        XCTAssertEqual(underTools.skipped, [])
        XCTAssertEqual(
            underTools.reason("Checker"),
            "root file changed: Tools/Checker/Sources/Checker/Checker.swift (affects everything)")
    }

    // MARK: - A tool that reads its path dependencies

    /// `Kits/Box` (outside the graph, beside `Kits/BoxKit`) names Core by path and BoxKit, which names
    /// Other; a change to Feature reaches neither, Core and Other reach Box, its own file only itself.
    private func kits(_ fixture: PlanFixture) throws {
        func manifest(_ name: String, _ paths: [String]) -> String {
            let dependencies = paths.map { "        .package(path: \"\($0)\")," }.joined(separator: "\n")
            return """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "\(name)",
                    dependencies: [
                \(dependencies)
                    ],
                    targets: [.target(name: "\(name)"), .testTarget(name: "\(name)Tests", dependencies: ["\(name)"])]
                )

                """
        }
        try fixture.write(
            "Kits/Box/Package.swift", manifest("Box", ["../../Packages/Core", "../BoxKit", "/elsewhere/X"]))
        try fixture.write("Kits/Box/Sources/Box/Box.swift", "public let box = 1\n")
        try fixture.write("Kits/Box/Tests/BoxTests/BoxTests.swift", "import Box\n")
        try fixture.write("Kits/BoxKit/Package.swift", manifest("BoxKit", ["../../Packages/Other"]))
        try fixture.write("Kits/BoxKit/Sources/BoxKit/BoxKit.swift", "public let kit = 1\n")
        try fixture.write("Kits/BoxKit/Tests/BoxKitTests/BoxKitTests.swift", "import BoxKit\n")
        try fixture.commit("kits")
    }

    private func kitPlan(_ fixture: PlanFixture) throws -> PlanDocument {
        try fixture.plan([
            "--affected", "HEAD", "--tool", "Kits/BoxKit=dependencies", "--tool", "Kits/Box=dependencies",
        ])
    }

    func testDependenciesReader_isTestedExactlyWhenAPackageItNamesByPath_orItsOwnFile_changes() throws {
        let fixture = try repository()
        try kits(fixture)
        try fixture.touch(source)  // Feature: neither kit names it
        let feature = try kitPlan(fixture)
        XCTAssertEqual(feature.tested, ["Feature", "app"])
        XCTAssertEqual(
            feature.reason("Box")?.hasPrefix("no input changed since HEAD ("), true, feature.reason("Box") ?? "")
        try fixture.git("checkout", "-q", "--", ".")
        try fixture.touch("Packages/Core/Sources/Core/Core.swift")  // Box names Core
        let core = try kitPlan(fixture)
        XCTAssertEqual(core.tested, ["Core", "Feature", "Box", "app"])
        XCTAssertEqual(core.reason("Box"), "depends on Core")
        try fixture.git("checkout", "-q", "--", ".")
        try fixture.touch("Packages/Other/Sources/Other/Other.swift")  // through BoxKit
        let other = try kitPlan(fixture)
        XCTAssertEqual(other.tested, ["Other", "BoxKit", "Box", "app"])
        XCTAssertEqual(other.reason("Box"), "depends on Other")  // the changed package, through BoxKit
        try fixture.git("checkout", "-q", "--", ".")
        try fixture.touch("Kits/Box/Sources/Box/Box.swift")
        let own = try kitPlan(fixture)
        XCTAssertEqual(own.tested, ["Box"])
        XCTAssertEqual(own.reason("Box"), "inputs changed: Kits/Box/Sources/Box/Box.swift")
    }

    func testInputHashes_ofADependenciesReader_followItsDependencies_only() throws {
        let fixture = try repository()
        try kits(fixture)
        func hash() throws -> String? {
            try kitPlan(fixture).packages.first { $0.name == "Box" }?.inputHash
        }
        let before = try hash()
        try fixture.touch(source)
        XCTAssertEqual(try hash(), before)
        try fixture.touch("Packages/Other/Sources/Other/Other.swift")
        XCTAssertNotEqual(try hash(), before)
    }

    // MARK: - Followers that watch files

    private let scaffold = "scaffold=Tools/scaffold-test,App/Registry.swift,Packages/Core"

    func testWatchingFollower_skipsForAChangeOnlyTheAppReaches_whileTheAppFollowerRuns() throws {
        let fixture = try repository()
        try fixture.touch("Packages/Other/Sources/Other/Other.swift")
        let plan = try fixture.plan(["--affected", "main", "--follower", "release=.", "--follower", scaffold])
        XCTAssertEqual(plan.tested, ["Other", "app", "release"])
        XCTAssertEqual(plan.reason("release"), "like app, depends on Other")
        XCTAssertTrue(
            plan.reason("scaffold")?.hasPrefix("no input changed since main (") ?? false, plan.reason("scaffold") ?? "")
        XCTAssertEqual(plan.packages.first { $0.name == "scaffold" }?.path, "Tools/scaffold-test")
    }

    func testWatchingFollower_runsForAFollowedPackage_aWatchedFile_andARootFile() throws {
        let fixture = try repository()
        let arguments = ["--affected", "main", "--follower", scaffold]
        try fixture.touch("Packages/Core/Sources/Core/Core.swift")
        XCTAssertEqual(
            try fixture.plan(arguments).reason("scaffold"),
            "like Core, inputs changed: Packages/Core/Sources/Core/Core.swift")
        try fixture.git("checkout", "-q", "--", ".")
        try fixture.touch("App/Registry.swift")
        let registry = try fixture.plan(arguments)
        XCTAssertEqual(registry.tested, ["app", "scaffold"])
        XCTAssertEqual(registry.reason("scaffold"), "inputs changed: App/Registry.swift")
        try fixture.git("checkout", "-q", "--", ".")
        try fixture.touch("Tools/scaffold-test", "echo more")
        XCTAssertEqual(try fixture.plan(arguments).reason("scaffold"), "inputs changed: Tools/scaffold-test")
        try fixture.git("checkout", "-q", "--", ".")
        try fixture.write(".ci/run", "#!/bin/sh\n")
        XCTAssertEqual(
            try fixture.plan(arguments).reason("scaffold"), "like Core, root file changed: .ci/run (affects everything)"
        )
    }

    func testWatchingFollower_aPathThatIsNeitherPackageNorFile_isAUsageError() throws {
        let fixture = try repository()
        let outcome = TestPlanCommand.run(
            arguments: [
                "--root", fixture.root.path, "--cache-dir", TestSupport.cacheDirectory.path, "--follower",
                "scaffold=Packages/Core,Tools/gone",
            ],
            currentDirectory: "/")
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(
            outcome.standardError,
            "check-deps plan: error: --follower scaffold: Tools/gone is neither a package nor a file or directory (see --help)\n"
        )
    }

    // MARK: - Input hashes follow what is read

    func testInputHashes_changeExactlyWhenTheSelectionWould() throws {
        let fixture = try repository()
        let arguments = ["--tool", "Tools/Checker=structure", "--follower", scaffold]
        func hashes() throws -> [String: String] {
            Dictionary(uniqueKeysWithValues: try fixture.plan(arguments).packages.map { ($0.name, $0.inputHash) })
        }
        let before = try hashes()
        try fixture.touch(source)  // a body-only change of a package neither watched nor followed
        let body = try hashes()
        XCTAssertEqual(body["Checker"], before["Checker"])
        XCTAssertEqual(body["scaffold"], before["scaffold"])
        XCTAssertNotEqual(body["Feature"], before["Feature"])
        try fixture.touch(source, "import Other")
        let structural = try hashes()
        XCTAssertNotEqual(structural["Checker"], body["Checker"])
        XCTAssertEqual(structural["scaffold"], body["scaffold"])
        try fixture.touch("App/Registry.swift")
        XCTAssertNotEqual(try hashes()["scaffold"], structural["scaffold"])
    }

    func testInputHashes_ofAnOwnFilesReader_ignoreOtherPackages() throws {
        let fixture = try repository()
        func hash() throws -> String? {
            try fixture.plan(["--tool", "Tools/Checker=own"]).packages.first { $0.name == "Checker" }?.inputHash
        }
        let before = try hash()
        try fixture.write(source, "import Core\nimport Other\n")
        XCTAssertEqual(try hash(), before)
        try fixture.touch("Tools/Checker/Sources/Checker/Checker.swift")
        XCTAssertNotEqual(try hash(), before)
    }
}

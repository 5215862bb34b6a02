import CheckDepsCore
import Foundation
import XCTest

/// Manifests as real repositories write them, one fixture each (no architecture.json: R7 and R8).
final class RealWorldManifestTests: XCTestCase {
    private func assertFindings(
        _ fixture: String, exitCode: Int32, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        let outcome = TestSupport.run(fixture: fixture)
        XCTAssertEqual(
            outcome.exitCode, exitCode, outcome.standardOutput + outcome.standardError, file: file, line: line)
        XCTAssertEqual(TestSupport.findingLines(outcome), expected, file: file, line: line)
    }

    func testConditionalDependency_countsAsDeclared_unguardedImportIsAWarning() {
        assertFindings(
            "RealWorld-ConditionalDependencies", exitCode: 0,
            [
                "Sources/Tool/Tool.swift:1: warning: [R8] target Tool imports LinuxSupport outside #if, "
                    + "but its dependency on LinuxSupport applies only to linux"
            ])
    }

    func testVersionSpecificManifest_isTheOneReadAndReported() {
        assertFindings(
            "RealWorld-VersionedManifest", exitCode: 0,
            [
                "Package@swift-5.9.swift:15: warning: [R8] target Feature declares dependency Extra "
                    + "but none of its sources imports Extra"
            ])
    }

    func testImportsUnderIfConditions_areAllChecked() {
        assertFindings(
            "RealWorld-ConditionalImports", exitCode: 1,
            [
                "Sources/Feature/Feature.swift:7: error: [R8] target Feature imports Extra, which is not a declared "
                    + "direct dependency of the target (it is reachable only transitively)"
            ])
    }

    func testExportedImport_makesTheReexportedModuleLegal_butNotOtherTransitiveModules() {
        assertFindings(
            "RealWorld-ReExports", exitCode: 1,
            [
                "Sources/App/App.swift:2: error: [R8] target App imports Other, which is not a declared direct "
                    + "dependency of the target (it is reachable only transitively)"
            ])
    }

    func testScopedReExport_reExportsOneDeclaration_soImportingItsModuleIsImplicit() {
        // Umbrella writes `@_exported import struct Core.A`; App's `import Core` compiles only
        // through the transitive search path (Fixtures/RealWorld-ScopedReExports/README.md).
        assertFindings(
            "RealWorld-ScopedReExports", exitCode: 1,
            [
                "Sources/App/Implicit.swift:1: error: [R8] target App imports Core, which is not a declared direct "
                    + "dependency of the target (it is reachable only transitively)"
            ])
    }

    func testModuleAliases_importUnderTheAliasUsesTheRealModule_andTheRealNameIsRefused() {
        // Flagged: `-module-alias Ext=ExtForPlugin` and `import Ext`; Renamed: `moduleAliases:
        // ["Utils": "DrawUtils"]` and `import DrawUtils`; neither is an R8 error nor an unused
        // dependency. Misnamed writes the real name, which the compiler refuses.
        assertFindings(
            "RealWorld-ModuleAliases", exitCode: 1,
            [
                "Sources/Misnamed/Misnamed.swift:1: error: [R8] target Misnamed imports ExtForPlugin by its own name, "
                    + "but the target aliases it as Ext"
            ])
        let outcome = TestSupport.run(fixture: "RealWorld-ModuleAliases")
        XCTAssertTrue(
            outcome.standardOutput.contains(
                "fix: Write `import Ext`, or remove the module alias from target Misnamed."),
            outcome.standardOutput)
    }

    func testDumpPackage_moduleAliasesOfProductsAndFlags_areRead() throws {
        let json = """
            {"name": "P", "dependencies": [], "products": [], "targets": [
              {"name": "Flagged", "type": "regular", "dependencies": [{"byName": ["ExtForPlugin", null]}],
               "settings": [{"kind": {"unsafeFlags": {"_0": ["-O", "-Xfrontend", "-module-alias", "-Xfrontend", "Ext=ExtForPlugin"]}}, "tool": "swift"},
                            {"kind": {"unsafeFlags": {"_0": ["-module-alias", "C=D"]}}, "tool": "c"}]},
              {"name": "Renamed", "type": "regular",
               "dependencies": [{"product": ["Utils", "Draw", {"Utils": "DrawUtils"}, null]}]}]}
            """
        let manifest = try DumpPackageParser.parse(Data(json.utf8), packageDirectory: "/p")
        XCTAssertEqual(manifest.targets[0].moduleAliasFlags, ["Ext": "ExtForPlugin"])
        XCTAssertEqual(manifest.targets[0].importAliases, ["Ext": "ExtForPlugin"])
        XCTAssertEqual(manifest.targets[0].renamedModules, ["ExtForPlugin": "Ext"])
        XCTAssertEqual(manifest.targets[1].dependencies[0].moduleAliases, ["Utils": "DrawUtils"])
        XCTAssertEqual(manifest.targets[1].importAliases, ["DrawUtils": "Utils"])
        XCTAssertEqual(manifest.targets[1].renamedModules, ["Utils": "DrawUtils"])
    }

    func testTargetNamesThatAreNotIdentifiers_areImportedByTheirC99ModuleNames() {
        assertFindings(
            "RealWorld-C99ModuleNames", exitCode: 1,
            [
                "Package.swift:26: warning: [R8] target Tool declares dependency 3D-Math but none of its sources imports _D_Math",
                "Sources/Tool/Tool.swift:2: error: [R8] target Tool imports swift_openapi_generator, which is not a declared "
                    + "direct dependency of the target (it is reachable only transitively)",
            ])
        XCTAssertEqual(PackageManifest.Target.moduleName(of: "swift-openapi-generator"), "swift_openapi_generator")
        XCTAssertEqual(PackageManifest.Target.moduleName(of: "3D-Math"), "_D_Math")
        XCTAssertEqual(PackageManifest.Target.moduleName(of: "Plain_Name2"), "Plain_Name2")
    }

    func testSourcesAreScannedAsSwiftPMCompilesThem_notInDoccAssetOrResourceFolders() {
        assertFindings("RealWorld-SourcesAsCompiled", exitCode: 0, [])
        let outcome = TestSupport.run(fixture: "RealWorld-SourcesAsCompiled")
        XCTAssertTrue(outcome.standardOutput.contains("(2 targets, 2 files)"), outcome.standardOutput)
    }

    func testMacroAndPluginTargets_dependenciesTheyNeverImportAreNotUnused() {
        assertFindings(
            "RealWorld-MacroAndPlugin", exitCode: 1,
            [
                "Sources/Client/Client.swift:2: error: [R8] target Client imports StringifyMacros, which is not a "
                    + "declared direct dependency of the target (it is reachable only transitively)"
            ])
    }

    func testTargetApplyingABuildToolPlugin_hasNoUnusedDependencies_butItsVisibleImportsAreChecked() {
        assertFindings(
            "RealWorld-GeneratedSources", exitCode: 1,
            [
                "Package.swift:14: warning: [R8] target Report declares dependency Models but none of its sources imports Models",
                "Sources/API/Handwritten.swift:3: error: [R8] target API imports Shapes, which is not a declared "
                    + "direct dependency of the target (it is reachable only transitively)",
            ])
    }

    func testManifestForANewerToolchain_isSkippedWithANote_andTheRestIsChecked() {
        assertFindings("RealWorld-NewerToolsVersion", exitCode: 0, [])
        let outcome = TestSupport.run(fixture: "RealWorld-NewerToolsVersion")
        XCTAssertTrue(outcome.standardOutput.contains("in 1 packages (2 targets, 2 files)"), outcome.standardOutput)
        XCTAssertTrue(
            outcome.standardError.contains(
                "check-deps: skipped Utilities/Future: its manifest does not load (error: 'future': package 'future' "
                    + "is using Swift tools version 999.0.0 but the installed version is "),
            outcome.standardError)
    }

    func testBrokenNestedManifest_failsNamingTheExclude_andExcludeSkipsIt_whileLoadedManifestsStayCached() throws {
        let root = try TestSupport.copy(fixture: "RealWorld-NewerToolsVersion")
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.write(root, "Bench/Package.swift", "// swift-tools-version: 6.0\nlet package = Package(\n")
        let cache = root.appendingPathComponent(".build/test-cache")
        let refused = CheckDepsCommand.run(
            arguments: ["--root", root.path, "--cache-dir", cache.path], currentDirectory: root.path)
        XCTAssertEqual(refused.exitCode, 2, refused.standardError)
        XCTAssertTrue(
            refused.standardError.hasPrefix("check-deps: error: swift package dump-package failed for Bench: "),
            refused.standardError)
        XCTAssertTrue(refused.standardError.hasSuffix(" (skip it with --exclude Bench)\n"), refused.standardError)
        let cached = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".json") }
        XCTAssertEqual(cached.count, 1, "the root manifest loaded and is cached although Bench failed")

        let excluded = CheckDepsCommand.run(
            arguments: ["--root", root.path, "--cache-dir", cache.path, "--exclude", "Bench"],
            currentDirectory: root.path)
        XCTAssertEqual(excluded.exitCode, 0, excluded.standardError)
        XCTAssertTrue(excluded.standardOutput.contains("in 1 packages (2 targets, 2 files)"), excluded.standardOutput)
    }

    func testBinaryAndSystemLibraryTargets_areModulesWithoutSources() {
        assertFindings(
            "RealWorld-BinaryAndSystem", exitCode: 1,
            [
                "Sources/Archive/Archive.swift:1: error: [R8] target Archive imports CZlib, which is not a declared "
                    + "direct dependency of the target (it is reachable only transitively)"
            ])
    }

    func testProductWithOtherNameThanItsTargets_exportsExactlyItsTargets() {
        let outcome = TestSupport.run(fixture: "RealWorld-ProductNames")
        XCTAssertEqual(outcome.exitCode, 1)
        XCTAssertEqual(
            TestSupport.findingLines(outcome),
            [
                "Sources/App/App.swift:2: error: [R8] target App imports KitInternal, which is not a declared direct "
                    + "dependency of the target (it is reachable only transitively)"
            ])
        XCTAssertTrue(
            outcome.standardOutput.contains(
                "  fix: Remove the import; no product of package KitPackage exports KitInternal."),
            outcome.standardOutput)
    }

    func testURLDependencyOnAPackageOfTheSameRepository_resolvesToThatPackage() {
        // Before: `import ParserCore` was an R8 error whose fix asked for the very .product line
        // already in CodeGen/Package.swift, because the url dependency counted as remote.
        let outcome = TestSupport.run(fixture: "RealWorld-SameRepoURL")
        XCTAssertEqual(outcome.exitCode, 1)
        XCTAssertEqual(
            TestSupport.findingLines(outcome),
            [
                "CodeGen/Sources/generate-code/main.swift:3: error: [R8] target generate-code imports ParserInternals, "
                    + "which is not a declared direct dependency of the target (it is reachable only transitively)"
            ])
        XCTAssertTrue(
            outcome.standardOutput.contains(
                "  fix: Remove the import; no product of package parser-kit exports ParserInternals."),
            outcome.standardOutput)
        XCTAssertTrue(outcome.standardOutput.contains("in 2 packages"), outcome.standardOutput)
    }

    func testURLIdentity_isTheLastPathComponentWithoutGitLowercased() {
        XCTAssertEqual(ProjectGraph.urlIdentity(of: "https://github.com/swiftlang/swift-syntax"), "swift-syntax")
        XCTAssertEqual(ProjectGraph.urlIdentity(of: "https://github.com/example/Parser-Kit.git"), "parser-kit")
        XCTAssertEqual(ProjectGraph.urlIdentity(of: "git@github.com:apple/swift-nio.git/"), "swift-nio")
        XCTAssertEqual(ProjectGraph.urlIdentity(of: "git@example.com:kit.git"), "kit")
        XCTAssertNil(ProjectGraph.urlIdentity(of: "scope.name"), "a registry identity is not a URL")
    }

    func testManifestSelection_followsSwiftPMsRule() {
        let names = ["Package.swift", "Package@swift-5.9.swift", "Package@swift-6.1.swift", "Package@swift-7.swift"]
        XCTAssertEqual(
            ManifestSelection.manifestFile(
                fileNames: names, regularToolsVersion: [6, 0], toolchainVersion: [6, 3, 1]),
            "Package@swift-6.1.swift")
        XCTAssertEqual(
            ManifestSelection.manifestFile(
                fileNames: ["Package.swift", "Package@swift-5.9.swift"], regularToolsVersion: [6, 0],
                toolchainVersion: [6, 3, 1]),
            "Package.swift")
        XCTAssertEqual(
            ManifestSelection.manifestFile(
                fileNames: ["Package.swift", "Package@swift-5.9.swift"], regularToolsVersion: [5, 9],
                toolchainVersion: [6, 3]),
            "Package.swift", "an equal version keeps Package.swift")
        XCTAssertEqual(
            ManifestSelection.manifestFile(
                fileNames: ["Package.swift", "Package@swift-6.swift"], regularToolsVersion: [5, 10],
                toolchainVersion: [6, 3]),
            "Package@swift-6.swift")
        XCTAssertEqual(
            ManifestSelection.manifestFile(
                fileNames: ["Package.swift", "Package@swift-7.swift"], regularToolsVersion: [5, 8],
                toolchainVersion: [6, 3]),
            "Package.swift", "a manifest for a newer toolchain is ignored")
    }

    func testManifestSelection_parsesVersions() {
        XCTAssertEqual(ManifestSelection.version(ofFileName: "Package@swift-5.9.1.swift"), [5, 9, 1])
        XCTAssertNil(ManifestSelection.version(ofFileName: "Package@swift-.swift"))
        XCTAssertNil(ManifestSelection.version(ofFileName: "Package@swift-5.x.swift"))
        XCTAssertEqual(ManifestSelection.toolsVersion(ofManifest: "// swift-tools-version:5.9\nimport X"), [5, 9])
        XCTAssertEqual(
            ManifestSelection.toolsVersion(ofManifest: "//  swift-tools-version: 6.0.1;(experimental)\n"), [6, 0, 1])
        XCTAssertNil(ManifestSelection.toolsVersion(ofManifest: "import PackageDescription\n"))
        XCTAssertEqual(
            ManifestSelection.toolchainVersion(ofVersionOutput: "Swift version 6.3.1 (swift-6.3.1-RELEASE)\n"),
            [6, 3, 1])
    }
}

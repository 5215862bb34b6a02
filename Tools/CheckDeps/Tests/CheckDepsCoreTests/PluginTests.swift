import CheckDepsCore
import Foundation
import XCTest

/// Drives `swift package check-deps` in a copy of the Adopter fixture, which depends on this
/// package by path: init, a green check thanks to the baseline, a refused second init, a new
/// violation failing with GitHub annotations, and explain.
final class PluginTests: XCTestCase {
    private struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `swift package` in `root` with a scratch directory kept across test runs (keyed by this
    /// checkout), so only the first run pays for building the check-deps tool.
    private func swiftPackage(_ arguments: [String], in root: URL, timeout: TimeInterval = 900) throws -> Run {
        var hasher = FNV1a128()
        hasher.combine(TestSupport.packageRoot.path)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "check-deps-plugin-scratch-\(hasher.hexDigest.prefix(12))")
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent(
            "check-deps-plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let outURL = logs.appendingPathComponent("out")
        let errURL = logs.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path] + arguments
        process.currentDirectoryURL = root
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
        }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            XCTFail("swift package \(arguments.joined(separator: " ")) did not finish in \(Int(timeout)) s")
        }
        return Run(
            status: process.terminationStatus, output: try String(contentsOf: outURL, encoding: .utf8),
            errors: try String(contentsOf: errURL, encoding: .utf8))
    }

    func testPlugin_adoptsAFixtureRepository() throws {
        let root = try TestSupport.copy(fixture: "Adopter")
        defer { try? FileManager.default.removeItem(at: root) }
        try TestSupport.edit(
            root, "Package.swift", replacing: ".package(path: \"../..\")",
            with: ".package(path: \"\(TestSupport.packageRoot.path)\")")

        let initRun = try swiftPackage(["check-deps", "init"], in: root)
        XCTAssertEqual(initRun.status, 0, initRun.output + initRun.errors)
        XCTAssertTrue(initRun.output.contains("wrote architecture.json\n"), initRun.output)
        XCTAssertTrue(initRun.output.contains("wrote .check-deps-baseline.json: 1 accepted findings (R2 1)\n"))
        let config = root.appendingPathComponent("architecture.json")
        let written = try Data(contentsOf: config)
        XCTAssertEqual(
            try ArchitectureConfig.load(from: config, displayPath: "architecture.json").packages.map(\.name),
            ["Mediator", "Storage", "Cart", "CartMediator", "Goods", "Adopter"])

        let check = try swiftPackage(["check-deps"], in: root)
        XCTAssertEqual(check.status, 0, check.output + check.errors)
        XCTAssertTrue(check.output.hasPrefix("check-deps: 0 errors, 0 warnings in 6 packages "), check.output)

        let again = try swiftPackage(["check-deps", "init"], in: root)
        XCTAssertNotEqual(again.status, 0)
        XCTAssertTrue(again.errors.contains("error: check-deps: architecture.json already exists in "), again.errors)
        XCTAssertEqual(again.output, "", "diagnostics go to standard error")
        XCTAssertEqual(try Data(contentsOf: config), written, "a refused init leaves the file alone")

        try TestSupport.edit(
            root, "Packages/Goods/Sources/Goods/GoodsFacade.swift", replacing: "import Mediator\n",
            with: "import Mediator\nimport Storage\n")
        let broken = try swiftPackage(["check-deps", "--format", "github"], in: root)
        XCTAssertNotEqual(broken.status, 0)
        XCTAssertTrue(
            broken.output.hasPrefix(
                "::error file=Packages/Goods/Sources/Goods/GoodsFacade.swift,line=3,title=check-deps [R8]::"
                    + "target Goods imports Storage"),
            broken.output + broken.errors)

        let explain = try swiftPackage(["check-deps", "explain", "R8"], in: root)
        XCTAssertEqual(explain.status, 0, explain.errors)
        XCTAssertTrue(explain.output.hasPrefix("R8 NoImplicitImports (error)\n"), explain.output)
    }
}

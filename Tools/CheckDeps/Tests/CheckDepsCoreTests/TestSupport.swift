import CheckDepsCore
import Foundation
import XCTest

/// Paths and helpers shared by the tests.
enum TestSupport {
    /// `Tools/CheckDeps`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tools/CheckDeps/Fixtures`.
    static let fixtures = packageRoot.appendingPathComponent("Fixtures")

    /// The repository that contains this package (`../../` from `Tools/CheckDeps`).
    static let repositoryRoot = packageRoot.deletingLastPathComponent().deletingLastPathComponent()

    /// A manifest cache shared by all tests (and test runs), so repeated dump-package calls are cheap.
    static let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("check-deps-test-cache")

    /// Runs the command on `root` with the shared cache and extra arguments.
    static func run(root: URL, _ arguments: [String] = []) -> CheckDepsCommand.Outcome {
        CheckDepsCommand.run(
            arguments: ["--root", root.path, "--cache-dir", cacheDirectory.path] + arguments,
            currentDirectory: root.path)
    }

    /// Runs the command on the fixture `name`.
    static func run(fixture name: String, _ arguments: [String] = []) -> CheckDepsCommand.Outcome {
        run(root: fixtures.appendingPathComponent(name), arguments)
    }

    /// The finding lines (`path:line: severity: [rule] message`) of a text outcome, without fixes and summary.
    static func findingLines(_ outcome: CheckDepsCommand.Outcome) -> [String] {
        outcome.standardOutput.split(separator: "\n").map(String.init)
            .filter { !$0.hasPrefix("  fix: ") && !$0.hasPrefix("check-deps: ") }
    }

    /// Copies fixture `name` to a fresh temporary directory and returns its URL.
    static func copy(fixture name: String) throws -> URL {
        let destination = FileManager.default.temporaryDirectory
            .appendingPathComponent("check-deps-tests-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: destination)
        return destination
    }

    /// Replaces the first occurrence of `old` with `new` in the file at `path` under `root`.
    static func edit(
        _ root: URL, _ path: String, replacing old: String, with new: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let url = root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let range = text.range(of: old) else {
            XCTFail("\(path) does not contain \(old)", file: file, line: line)
            return
        }
        try text.replacingCharacters(in: range, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    /// Writes `text` to `path` under `root`, creating directories.
    static func write(_ root: URL, _ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}

extension TestSupport {
    /// `Tests/CheckDepsCoreTests/Golden`.
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// Asserts `actual` equals the golden file `name`; with `CHECK_DEPS_UPDATE_GOLDEN=1` rewrites
    /// the file instead (and fails, so a regeneration is never mistaken for a pass).
    static func assertGolden(
        _ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let url = goldenDirectory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["CHECK_DEPS_UPDATE_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            XCTFail("rewrote golden file \(name); rerun without CHECK_DEPS_UPDATE_GOLDEN", file: file, line: line)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(actual, expected, "differs from Golden/\(name)", file: file, line: line)
    }
}

import CheckDepsCore
import Foundation
import XCTest

/// Checks the repository this tool lives in, once every package it lists exists.
final class RealRepositoryTests: XCTestCase {
    func testRealRepository_isClean() throws {
        let root = TestSupport.repositoryRoot
        let configURL = root.appendingPathComponent("architecture.json")
        guard FileManager.default.fileExists(atPath: configURL.path) else {
            throw XCTSkip("no architecture.json at \(root.path); the real repository is not available")
        }
        let config = try ArchitectureConfig.load(from: configURL, displayPath: "architecture.json")
        let missing = config.packages.filter {
            !FileManager.default.fileExists(
                atPath: root.appendingPathComponent($0.path).appendingPathComponent("Package.swift").path)
        }
        guard missing.isEmpty else {
            throw XCTSkip(
                "real repository incomplete: no Package.swift yet for \(missing.map(\.name).joined(separator: ", "))")
        }
        let outcome = TestSupport.run(root: root)
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardOutput + outcome.standardError)
    }
}

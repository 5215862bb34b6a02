import CheckDepsCore
import Foundation
import XCTest

/// A throwaway git repository of tiny packages for planning tests: `Packages/<Name>` per package,
/// each depending on others through `.package(path:)`, and an optional root app depending on some.
/// Manifests are real (read with `dump-package`, through the shared test cache); nothing is built.
struct PlanFixture {
    /// The repository root.
    let root: URL

    /// Writes the packages (`name` -> names it depends on) and the root app, then commits on `main`.
    static func make(
        _ packages: KeyValuePairs<String, [String]>, app: [String]? = nil, git: Bool = true
    ) throws -> PlanFixture {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("check-deps-plan-\(UUID().uuidString)")
        let fixture = PlanFixture(root: root)
        for (name, dependencies) in packages {
            try fixture.writePackage(name, dependsOn: dependencies)
        }
        if let app {
            try fixture.writeApp(dependsOn: app)
        }
        try fixture.write("README.md", "A planning fixture.\n")
        if git {
            try fixture.git("init", "-q", "-b", "main")
            try fixture.commit("fixture")
        }
        return fixture
    }

    /// Writes `Packages/<name>` with a library, a source importing its dependencies, and a test file.
    func writePackage(_ name: String, dependsOn dependencies: [String], directory: String? = nil) throws {
        let directory = directory ?? "Packages/\(name)"
        let packages = dependencies.map { "        .package(path: \"../\($0)\")," }.joined(separator: "\n")
        let products = dependencies.map { "                .product(name: \"\($0)\", package: \"\($0)\")," }
            .joined(separator: "\n")
        try write(
            "\(directory)/Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "\(name)",
                products: [.library(name: "\(name)", targets: ["\(name)"])],
                dependencies: [
            \(packages)
                ],
                targets: [
                    .target(
                        name: "\(name)",
                        dependencies: [
            \(products)
                        ]
                    ),
                    .testTarget(name: "\(name)Tests", dependencies: ["\(name)"]),
                ]
            )

            """)
        try write(
            "\(directory)/Sources/\(name)/\(name).swift",
            dependencies.map { "import \($0)\n" }.joined()
                + "\n/// \(name).\npublic func \(name.lowercased())() -> String { \"\(name)\" }\n")
        try write(
            "\(directory)/Tests/\(name)Tests/\(name)Tests.swift",
            "import XCTest\n@testable import \(name)\n\nfinal class \(name)Tests: XCTestCase {\n    func testName() { XCTAssertEqual(\(name.lowercased())(), \"\(name)\") }\n}\n"
        )
    }

    /// Writes the root package `app`, an executable depending on `dependencies`.
    func writeApp(dependsOn dependencies: [String]) throws {
        let packages = dependencies.map { "        .package(path: \"Packages/\($0)\")," }.joined(separator: "\n")
        let products = dependencies.map { "                .product(name: \"\($0)\", package: \"\($0)\")," }
            .joined(separator: "\n")
        try write(
            "Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "app",
                dependencies: [
            \(packages)
                ],
                targets: [
                    .executableTarget(
                        name: "app",
                        dependencies: [
            \(products)
                        ],
                        path: "App"
                    )
                ]
            )

            """)
        try write("App/main.swift", dependencies.map { "import \($0)\n" }.joined() + "print(\"app\")\n")
    }

    /// Writes `text` to `path` (repo-relative), creating directories.
    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Appends a line to `path`.
    func touch(_ path: String, _ line: String = "// changed") throws {
        let url = root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        try (text + line + "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    /// Removes `path` (file or directory).
    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    /// Moves `from` to `to`.
    func move(_ from: String, _ to: String) throws {
        try FileManager.default.moveItem(at: root.appendingPathComponent(from), to: root.appendingPathComponent(to))
    }

    /// Stages everything and commits.
    func commit(_ message: String) throws {
        try git("add", "-A")
        try git("-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-q", "-m", message)
    }

    /// Runs git in the repository and fails on a non-zero exit.
    func git(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CheckDepsError.io(path: root.path, reason: "git \(arguments.joined(separator: " ")) failed")
        }
    }

    /// Runs `check-deps plan` on the fixture with the shared manifest cache; fails the test on a non-zero exit.
    func plan(_ arguments: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws -> PlanDocument {
        let outcome = TestPlanCommand.run(
            arguments: ["--root", root.path, "--cache-dir", TestSupport.cacheDirectory.path, "--format", "json"]
                + arguments,
            currentDirectory: root.path)
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError, file: file, line: line)
        return try JSONDecoder().decode(PlanDocument.self, from: Data(outcome.standardOutput.utf8))
    }

    /// Deletes the repository.
    func delete() {
        try? FileManager.default.removeItem(at: root)
    }
}

/// The JSON plan as a CI system reads it.
struct PlanDocument: Decodable {
    struct Entry: Decodable {
        var order: Int
        var id: String
        var name: String
        var path: String
        var kind: String
        var action: String
        var reason: String
        var estimatedSeconds: Double
        var measured: Bool
        var inputHash: String
        var shard: Int?
    }

    struct Summary: Decodable {
        var tested: Int
        var skipped: Int
        var estimatedSeconds: Double
    }

    var schemaVersion: Int
    var base: String?
    var baseRevision: String?
    var cached: Bool
    var notes: [String]
    var packages: [Entry]
    var summary: Summary

    /// Names of the units to test, in order.
    var tested: [String] { packages.filter { $0.action == "test" }.map(\.name) }
    /// Names of the units to skip, in order.
    var skipped: [String] { packages.filter { $0.action == "skip" }.map(\.name) }

    /// The reason given for unit `name`.
    func reason(_ name: String) -> String? {
        packages.first { $0.name == name }?.reason
    }
}

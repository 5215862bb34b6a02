import CheckDepsCore
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Input written to hang or fool the checker on a pull request: a manifest that never returns,
/// folders that link to themselves, and manifest error text shaped like a workflow command.
final class HostileInputTests: XCTestCase {
    // MARK: - --format github

    func testGitHubFormat_escapesManifestErrorText_soNoLineStartsACommandOfItsOwn() {
        let outcome = TestSupport.run(fixture: "Hostile-ManifestError", ["--format", "github", "--no-cache"])
        XCTAssertEqual(outcome.exitCode, 2)
        let printed = outcome.standardOutput + outcome.standardError
        XCTAssertFalse(printed.contains("\r"), printed)
        let lines = outcome.standardError.split(separator: "\n", omittingEmptySubsequences: true)
        XCTAssertEqual(lines.count, 1, outcome.standardError)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("::error title=check-deps::check-deps: error: ") }, "\(lines)")
        XCTAssertTrue(outcome.standardError.contains("boom%0D::error file=README.md,line=1::INJECTED"))
    }

    func testGitHubFormat_escapesEveryStandardErrorLine_andPlainFormatsStayPlain() throws {
        let root = try TestSupport.copy(fixture: "RealWorld-VersionedManifest")
        defer { try? FileManager.default.removeItem(at: root) }
        try? FileManager.default.removeItem(at: root.appendingPathComponent("architecture.json"))
        let github = TestSupport.run(root: root, ["--format", "github"])
        XCTAssertTrue(github.standardError.hasPrefix("::notice title=check-deps::check-deps: no architecture.json"))
        let text = TestSupport.run(root: root)
        XCTAssertTrue(text.standardError.hasPrefix("check-deps: no architecture.json"))
        let refused = CheckDepsCommand.run(arguments: ["--format", "github", "--bogus%\r"], currentDirectory: "/")
        XCTAssertEqual(
            refused.standardError,
            "::error title=check-deps::check-deps: error: unknown option '--bogus%25%0D' (see --help)\n")
    }

    // MARK: - Symbolic links in source folders

    func testSourceWalk_entersEachFolderOnce_throughLinkLoopsAndLinksOutside() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "check-deps-links-\(UUID().uuidString)")
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
            "check-deps-outside-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        try TestSupport.write(
            root, "Package.swift",
            """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Links", targets: [.target(name: "Links")])

            """)
        try TestSupport.write(root, "Sources/Links/A.swift", "import Foundation\n")
        try TestSupport.write(root, "Sources/Links/Sub/B.swift", "import Foundation\n")
        try TestSupport.write(outside, "Outside.swift", "import Foundation\n")
        let links = root.appendingPathComponent("Sources/Links")
        for (name, destination) in [
            ("a", "."), ("b", "."), ("Sub/up", ".."), ("usr", "/usr"), ("outside", outside.path),
            ("again", outside.path),
        ] {
            try FileManager.default.createSymbolicLink(
                atPath: links.appendingPathComponent(name).path, withDestinationPath: destination)
        }
        let outcome = try runWithDeadline(root: root, ["--format", "json"])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        let report = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        // A.swift, Sub/B.swift and the linked Outside.swift, each once (SwiftPM follows links to
        // folders, outside the package too; /usr holds no Swift file).
        XCTAssertEqual(summary["files"] as? Int, 3, "\(summary)")
        XCTAssertEqual(summary["packages"] as? Int, 1, "\(summary)")
    }

    /// Runs the command on a thread, failing (instead of hanging the suite) after 60 s.
    private func runWithDeadline(root: URL, _ arguments: [String]) throws -> CheckDepsCommand.Outcome {
        let result = LockedBox()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            result.set(TestSupport.run(root: root, arguments))
            done.signal()
        }
        guard done.wait(timeout: .now() + 60) == .success, let outcome = result.get() else {
            XCTFail("check-deps did not finish within 60 s")
            throw XCTSkip("hung")
        }
        return outcome
    }

    // MARK: - Manifests that never return

    func testHangingManifest_stopsAtTheDeadline_namingIt_andLeavesNoProcessAndNoFolder() throws {
        let temporary = try freshFolder()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let run = try CheckDepsProcess(
            arguments: [
                "--root", TestSupport.fixtures.appendingPathComponent("Hostile-HangingManifest").path, "--no-cache",
                "--manifest-timeout", "5",
            ],
            temporaryDirectory: temporary)
        let seen = run.watchDescendants(until: 100)
        XCTAssertFalse(run.isRunning, "check-deps did not stop at its 5 s deadline within 100 s")
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.errors.contains("Package.swift did not load within 5 s and was stopped"), run.errors)
        XCTAssertFalse(seen.isEmpty, "no dump-package process was seen")
        for pid in seen {
            XCTAssertTrue(CheckDepsProcess.isGone(pid), "process \(pid) survived")
            XCTAssertTrue(CheckDepsProcess.groupIsGone(pid), "process group \(pid) survived")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [])
    }

    func testSIGTERM_killsDumpPackageAndTheManifestRunner_removesTheTemporaryFolder_andExits143() throws {
        let temporary = try freshFolder()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let run = try CheckDepsProcess(
            arguments: [
                "--root", TestSupport.fixtures.appendingPathComponent("Hostile-HangingManifest").path, "--no-cache",
            ],
            temporaryDirectory: temporary)
        // Wait (up to 300 s on a busy machine) until the compiled manifest runs below dump-package.
        var tree: [(pid: pid_t, group: pid_t, command: String)] = []
        let deadline = Date().addingTimeInterval(300)
        while Date() < deadline, run.isRunning {
            tree = CheckDepsProcess.descendants(of: run.pid)
            if tree.contains(where: { $0.command.hasSuffix("-manifest") }) { break }
            usleep(50_000)
        }
        let runner = try XCTUnwrap(
            tree.first { $0.command.hasSuffix("-manifest") }, "the manifest runner never appeared: \(tree)")
        let dumpPackage = try XCTUnwrap(tree.first { $0.command.hasSuffix("swift-package") }, "\(tree)")
        // dump-package leads a group of its own; SwiftPM puts the runner in yet another group.
        XCTAssertEqual(dumpPackage.group, dumpPackage.pid)
        XCTAssertNotEqual(dumpPackage.group, getpgid(run.pid))
        kill(run.pid, SIGTERM)
        _ = run.watchDescendants(until: 30)
        XCTAssertFalse(run.isRunning, "check-deps did not exit within 30 s of SIGTERM")
        XCTAssertEqual(run.status, 128 + SIGTERM)
        for process in tree {
            XCTAssertTrue(CheckDepsProcess.isGone(process.pid), "\(process) survived")
            XCTAssertTrue(CheckDepsProcess.groupIsGone(process.group), "the group of \(process) survived")
        }
        XCTAssertTrue(CheckDepsProcess.isGone(runner.pid))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [])
    }

    private func freshFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("check-deps-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// One value shared with a thread.
private final class LockedBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: CheckDepsCommand.Outcome?

    func set(_ outcome: CheckDepsCommand.Outcome) { lock.withLock { value = outcome } }
    func get() -> CheckDepsCommand.Outcome? { lock.withLock { value } }
}

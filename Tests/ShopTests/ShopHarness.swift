import Foundation
import XCTest

/// Runs the real `shop` binary in a temporary home and captures what it prints.
final class ShopHarness {
    /// One finished run.
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String

        /// The JSON printed on stdout (for `--json` runs).
        func json(file: StaticString = #filePath, line: UInt = #line) throws -> Any {
            try JSONSerialization.jsonObject(with: Data(stdout.utf8), options: [.fragmentsAllowed])
        }
    }

    /// A private folder for this test; the shop's home and the runs' HOME are inside it.
    let root: URL
    let home: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("shop-e2e-\(UUID().uuidString)")
        home = root.appendingPathComponent("home")
        try FileManager.default.createDirectory(
            at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// The `shop` executable built next to this test bundle (or `SHOP_BINARY`).
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["SHOP_BINARY"] { return URL(fileURLWithPath: path) }
        let bundle = Bundle.main.bundleURL
        for directory in [bundle, bundle.deletingLastPathComponent()] {
            let candidate = directory.appendingPathComponent("shop")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return executable.appendingPathComponent("shop")
    }()

    /// The environment of every run: this home, and a HOME that is not the user's.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SHOP_HOME"] = home.path
        environment["HOME"] = root.path
        environment.removeValue(forKey: "SHOP_CATALOG_URL")
        environment.removeValue(forKey: "SHOP_GOODS_VARIANT")
        return environment
    }

    /// Starts `shop arguments` without waiting.
    ///
    /// A started process may be killed at any moment, also while it writes its coverage profile at
    /// exit; one torn profile in the suite's coverage folder fails the whole merge ("file header is
    /// corrupt"), so under coverage a started process writes its profile into this harness's folder.
    func start(_ arguments: [String], stdin: String? = nil, extraEnvironment: [String: String] = [:]) throws -> (
        ChildProcess, Pipe, Pipe
    ) {
        var environment = environment.merging(extraEnvironment) { _, new in new }
        if environment["LLVM_PROFILE_FILE"] != nil {
            environment["LLVM_PROFILE_FILE"] = root.appendingPathComponent("started-%p.profraw").path
        }
        let started = try ShellRunner.start(Self.binary.path, arguments, environment: environment, stdin: stdin)
        return (started.process, started.stdout, started.stderr)
    }

    /// Runs `shop arguments` to completion.
    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil, extraEnvironment: [String: String] = [:]) throws -> Run {
        let result = try ShellRunner.run(
            Self.binary.path, arguments, environment: environment.merging(extraEnvironment) { _, new in new },
            stdin: stdin)
        return Run(status: result.status, stdout: result.stdout, stderr: result.stderr)
    }

    /// Runs and asserts success; returns stdout.
    @discardableResult
    func ok(_ arguments: [String], stdin: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws
        -> String
    {
        let result = try run(arguments, stdin: stdin)
        XCTAssertEqual(
            result.status, 0, "shop \(arguments.joined(separator: " ")) failed: \(result.stderr)", file: file,
            line: line)
        return result.stdout
    }

    /// Runs with `--json` and returns the decoded object.
    func json(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let output = try ok(arguments + ["--json"], file: file, line: line)
        let value = try JSONSerialization.jsonObject(with: Data(output.utf8))
        return try XCTUnwrap(value as? [String: Any], "not a JSON object: \(output)", file: file, line: line)
    }

    /// Registers and logs in `username`.
    func signIn(_ username: String, password: String = "correct horse battery") throws {
        try ok(["account", "register", username, "--password-stdin"], stdin: password + "\n")
        try ok(["account", "login", username, "--password-stdin"], stdin: password + "\n")
    }
}

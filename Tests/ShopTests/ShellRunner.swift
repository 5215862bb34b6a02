import Foundation
import XCTest

/// Runs the shells the completion scripts are written for, as their users would.
enum ShellRunner {
    /// The path of `name` on `PATH`, or `nil`.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// The shell `name`; skips the test when it is missing locally, fails it in CI (where `.ci/run` installs it).
    static func require(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        if let found = find(name) { return found }
        if ProcessInfo.processInfo.environment["CI"] != nil {
            XCTFail("\(name) is missing: .ci/run installs it from Debian's packages", file: file, line: line)
        }
        throw XCTSkip("\(name) is not installed (apt-get install \(name))")
    }

    /// Starts `executable` with `arguments` and `environment`, writes `stdin` and closes it; does not wait.
    static func start(_ executable: String, _ arguments: [String], environment: [String: String], stdin: String? = nil)
        throws -> (process: ChildProcess, stdout: Pipe, stderr: Pipe)
    {
        try start(executable, arguments, environment: environment, stdinBytes: stdin.map { Data($0.utf8) })
    }

    /// Starts `executable` with `arguments` and `environment`, writes `stdinBytes` exactly and closes it.
    static func start(_ executable: String, _ arguments: [String], environment: [String: String], stdinBytes: Data?)
        throws -> (process: ChildProcess, stdout: Pipe, stderr: Pipe)
    {
        try ChildProcess.start(executable, arguments, environment: environment, stdinBytes: stdinBytes)
    }

    /// Runs `executable` with `arguments` and `environment`; returns status, stdout and stderr.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String], stdin: String? = nil)
        throws -> (status: Int32, stdout: String, stderr: String)
    {
        try run(executable, arguments, environment: environment, stdinBytes: stdin.map { Data($0.utf8) })
    }

    /// Runs `executable` with `stdinBytes` as its exact standard input; returns status, stdout and stderr.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String], stdinBytes: Data?)
        throws -> (status: Int32, stdout: String, stderr: String)
    {
        let (process, out, err) = try start(executable, arguments, environment: environment, stdinBytes: stdinBytes)
        // Read both pipes concurrently so a full stderr cannot block the child.
        let errorData = LockedData()
        let reader = Thread { errorData.set(err.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1000) }
        return (
            process.terminationStatus, String(decoding: output, as: UTF8.self),
            String(decoding: errorData.value, as: UTF8.self)
        )
    }

    final class LockedData: @unchecked Sendable {
        private let lock = NSLock()
        private var data: Data?
        func set(_ value: Data) { lock.withLock { data = value } }
        var isSet: Bool { lock.withLock { data != nil } }
        var value: Data { lock.withLock { data ?? Data() } }
    }
}

import BenchSupport
import Foundation

/// Runs `swift build` and `swift package` for the bench; their output goes to a log file.
struct SwiftToolchain {
    /// Where the build logs go.
    let logs: URL
    /// Flags passed to every compiler invocation of a build (`-Xswiftc`).
    var swiftcFlags: [String] = []

    /// Builds `package` in release into `scratch` and returns the folder holding its executables.
    func buildRelease(package: URL, scratch: URL, product: String? = nil, log name: String) throws -> URL {
        var arguments = ["build", "-c", "release", "--package-path", package.path, "--scratch-path", scratch.path]
        if let product { arguments += ["--product", product] }
        arguments += swiftcFlags.flatMap { ["-Xswiftc", $0] }
        let started = ContinuousClock.now
        // Other people edit the working tree while it builds; SwiftPM then stops, so try again.
        for attempt in 1...4 {
            do {
                try run(arguments, log: name)
                break
            } catch let error as BenchError where error.message.contains("was modified during the build") && attempt < 4
            {
                Console.line("  a source changed during the build; building again (attempt \(attempt + 1) of 4)")
                Thread.sleep(forTimeInterval: 5)
            }
        }
        let elapsed = ContinuousClock.now - started
        Console.line(
            "  built \(product ?? package.lastPathComponent) in \(elapsed.components.seconds) s (log: \(logs.appendingPathComponent(name).path))"
        )
        let binPath = try run(arguments + ["--show-bin-path"], log: name + ".bin-path")
        return URL(fileURLWithPath: binPath.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The manifest of `package` as JSON (`swift package dump-package`: reads only the manifest).
    func dumpPackage(_ package: URL) throws -> Data {
        Data(try run(["package", "dump-package", "--package-path", package.path], log: "dump-package.log").utf8)
    }

    /// Runs `swift <arguments>`; returns standard output, throws with the log's tail on failure.
    @discardableResult
    private func run(_ arguments: [String], log name: String) throws -> String {
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        let logURL = logs.appendingPathComponent(name)
        guard FileManager.default.createFile(atPath: logURL.path, contents: nil) else {
            throw BenchError("cannot create the log \(logURL.path)")
        }
        let log = try FileHandle(forWritingTo: logURL)
        defer { try? log.close() }
        let output = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.standardOutput = output
        process.standardError = log
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        log.write(data)
        guard process.terminationStatus == 0 else {
            let text = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
            let tail = text.split(separator: "\n", omittingEmptySubsequences: false).suffix(25).joined(separator: "\n")
            throw BenchError(
                "swift \(arguments.joined(separator: " ")) failed (exit \(process.terminationStatus)):\n\(tail)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

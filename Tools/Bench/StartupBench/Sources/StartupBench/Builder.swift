import BenchSupport
import Foundation

/// Builds what the bench times: the real `shop` in release (`swift build`) and the hello-world
/// floors (`swiftc -O`), each with or without the Swift runtime linked in statically.
struct Builder {
    /// Where the build logs go.
    let logs: URL

    /// Builds the root package's `shop` in release into `scratch`; returns the binary.
    ///
    /// - Parameter staticRuntime: `--static-swift-stdlib`: the Swift runtime and Foundation are linked
    ///   into the binary instead of loaded as shared libraries at every start.
    func shop(repository: URL, scratch: URL, staticRuntime: Bool) throws -> URL {
        var arguments = [
            "swift", "build", "-c", "release", "--package-path", repository.path, "--scratch-path", scratch.path,
            "--product", "shop",
        ]
        if staticRuntime { arguments.append("--static-swift-stdlib") }
        let log = staticRuntime ? "shop-static-build.log" : "shop-dynamic-build.log"
        let started = ContinuousClock.now
        // Other people edit the working tree while it builds; SwiftPM then stops, so try again.
        for attempt in 1...4 {
            do {
                try run(arguments, log: log)
                break
            } catch let error as BenchError where error.message.contains("was modified during the build") && attempt < 4
            {
                Console.line("  a source changed during the build; building again (attempt \(attempt + 1) of 4)")
                Thread.sleep(forTimeInterval: 5)
            }
        }
        Console.line(
            "  built shop (\(arguments.dropFirst().joined(separator: " "))) in "
                + "\((ContinuousClock.now - started).components.seconds) s")
        let bin = try run(arguments + ["--show-bin-path"], log: log + ".bin-path")
        return URL(fileURLWithPath: bin.trimmingCharacters(in: .whitespacesAndNewlines)).appendingPathComponent("shop")
    }

    /// Compiles `source` with `swiftc -O` (and `-static-stdlib` when `staticRuntime`) into `folder/name`.
    func floor(_ name: String, source: String, in folder: URL, staticRuntime: Bool) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("\(name).swift")
        let binary = folder.appendingPathComponent(name)
        let old = try? String(contentsOf: file, encoding: .utf8)
        if old != source || !FileManager.default.isExecutableFile(atPath: binary.path) {
            try source.write(to: file, atomically: true, encoding: .utf8)
            var arguments = ["swiftc", "-O", file.path, "-o", binary.path]
            if staticRuntime { arguments.insert("-static-stdlib", at: 2) }
            try run(arguments, log: "\(name).log")
        }
        return binary
    }

    /// Runs `arguments` through `/usr/bin/env`; returns standard output, throws with the log's tail on failure.
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
        process.arguments = arguments
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
                "\(arguments.joined(separator: " ")) failed (exit \(process.terminationStatus)):\n\(tail)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

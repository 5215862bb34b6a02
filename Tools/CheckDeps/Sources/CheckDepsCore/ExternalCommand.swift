import Foundation

/// Runs a program found on `PATH` and captures what it printed (output through temporary files, so
/// a large output can never fill a pipe and stall the child).
struct ExternalCommand {
    /// What the program printed and how it ended.
    struct Result {
        /// The exit status.
        var status: Int32
        /// Standard output.
        var output: Data
        /// Standard error, as text.
        var errorText: String

        /// Standard output as text.
        var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// The absolute path of the program.
    let executable: String

    /// Finds `name` on `PATH`, or nil.
    static func find(_ name: String) -> ExternalCommand? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = String(directory) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return ExternalCommand(executable: candidate)
            }
        }
        return nil
    }

    /// Runs the program with `arguments` in `directory` and waits for it; `input` (if any) is its
    /// standard input.
    func run(_ arguments: [String], in directory: String, input: Data? = nil) throws -> Result {
        let token = UUID().uuidString
        let temporary = FileManager.default.temporaryDirectory
        let outputURL = temporary.appendingPathComponent("check-deps-\(token).out")
        let errorURL = temporary.appendingPathComponent("check-deps-\(token).err")
        let inputURL = temporary.appendingPathComponent("check-deps-\(token).in")
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorURL)
            try? FileManager.default.removeItem(at: inputURL)
        }
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = output
        process.standardError = errors
        if let input {
            _ = FileManager.default.createFile(atPath: inputURL.path, contents: input)
            process.standardInput = try FileHandle(forReadingFrom: inputURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        do {
            try process.run()
        } catch {
            throw CheckDepsError.io(path: executable, reason: "cannot be started (\(error))")
        }
        process.waitUntilExit()
        try? output.close()
        try? errors.close()
        return Result(
            status: process.terminationStatus, output: (try? Data(contentsOf: outputURL)) ?? Data(),
            errorText: (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "")
    }
}

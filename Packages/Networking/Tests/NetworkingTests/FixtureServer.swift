import Foundation

/// The loopback fixture server (`Tests/Fixtures/fixture_server.py`), started per test on a free port.
///
/// The server exits when its stdin closes, so it cannot outlive a crashed test run.
final class FixtureServer: @unchecked Sendable {
    let port: Int
    private let process: Process
    private let input: Pipe

    /// The fixture script, found next to this file so any working directory works.
    static let scriptURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fixture_server.py")

    init() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.scriptURL.path, "0"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let port = Int(text) else {
            process.terminate()
            throw FixtureServerError(message: "fixture server printed no port: \(text.debugDescription)")
        }
        self.port = port
        self.process = process
        self.input = input
    }

    deinit { stop() }

    /// A URL on the server, e.g. `url("/flaky?key=a")`.
    func url(_ pathAndQuery: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(pathAndQuery)") ?? URL(fileURLWithPath: "/invalid")
    }

    /// Stops the server and waits for it to exit.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

struct FixtureServerError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

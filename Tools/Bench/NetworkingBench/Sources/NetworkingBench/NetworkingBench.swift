import Foundation
import Networking

/// Times N sequential GETs of the fixture's `/json` through `NetworkingFacade` and through Python's
/// urllib (and http.client with keep-alive, for context) against the same loopback server.
///
/// Usage: `NetworkingBench [requests]` (default 1000). Needs `python3` on the PATH.
@main
struct NetworkingBench {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // NetworkingBench (sources)
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()  // NetworkingBench (package)
        .deletingLastPathComponent()  // Bench
        .deletingLastPathComponent()  // Tools
        .deletingLastPathComponent()

    static func main() async throws {
        let requests = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1000
        let script = repositoryRoot.appendingPathComponent("Packages/Networking/Tests/Fixtures/fixture_server.py")
        let server = try Server(script: script)
        defer { server.stop() }
        guard let url = URL(string: "http://127.0.0.1:\(server.port)/json") else { return }
        print("fixture server on 127.0.0.1:\(server.port), \(requests) sequential GET /json per client\n")

        let facade = NetworkingFacade()
        for _ in 0..<20 { _ = try await facade.data(from: url) }
        let start = ContinuousClock.now
        var bytes = 0
        for _ in 0..<requests { bytes += try await facade.data(from: url).count }
        let swiftMs = milliseconds(ContinuousClock.now - start) / Double(requests)
        guard bytes == requests * 119 else {
            throw BenchError(message: "unexpected body sizes: \(bytes) bytes in total")
        }

        let urllibMs = try python(urllibLoop, url: url, requests: requests)
        let keepAliveMs = try python(httpClientLoop, url: url, requests: requests)

        let rows: [(String, Double)] = [
            ("NetworkingFacade", swiftMs),
            ("Python urllib", urllibMs),
            ("Python http.client keep-alive", keepAliveMs),
        ]
        print(pad("client", 32) + pad("ms/request", 12) + "ratio vs urllib")
        for (name, ms) in rows {
            print(pad(name, 32) + pad(String(format: "%.3f", ms), 12) + String(format: "%.2fx", ms / urllibMs))
        }
        let ratio = swiftMs / urllibMs
        let verdict = ratio <= 1.5 ? "OK" : "SLOWER"
        print("\nNetworkingFacade / urllib = \(String(format: "%.2f", ratio))x (goal: <= 1.5x) -> \(verdict)")
    }

    static let urllibLoop = """
        import sys, time, urllib.request
        url, n = sys.argv[1], int(sys.argv[2])
        for _ in range(20): urllib.request.urlopen(url).read()
        start = time.perf_counter()
        for _ in range(n): urllib.request.urlopen(url).read()
        print((time.perf_counter() - start) * 1000 / n)
        """

    static let httpClientLoop = """
        import sys, time, http.client, urllib.parse
        url, n = urllib.parse.urlsplit(sys.argv[1]), int(sys.argv[2])
        conn = http.client.HTTPConnection(url.hostname, url.port)
        def get():
            conn.request("GET", url.path)
            conn.getresponse().read()
        for _ in range(20): get()
        start = time.perf_counter()
        for _ in range(n): get()
        print((time.perf_counter() - start) * 1000 / n)
        """

    /// Runs a timing loop in `python3 -c` and returns the ms/request it printed.
    static func python(_ code: String, url: URL, requests: Int) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", code, url.absoluteString, String(requests)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, let value = Double(text) else {
            throw BenchError(message: "python loop failed (status \(process.terminationStatus)): \(text)")
        }
        return value
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}

/// The fixture server as a child process; it exits when its stdin closes.
final class Server {
    let port: Int
    private let process = Process()
    private let input = Pipe()

    init(script: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "0"]
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
            throw BenchError(message: "fixture server at \(script.path) printed no port: \(text.debugDescription)")
        }
        self.port = port
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

struct BenchError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

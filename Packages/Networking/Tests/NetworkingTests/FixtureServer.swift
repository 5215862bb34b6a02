import Foundation
import Testing

/// The loopback fixture server (`Tests/Fixtures/fixture_server.py`) on a free port, plain or HTTPS.
///
/// Over HTTPS its certificate is signed by a CA made for this server alone (`trustedCertificates`,
/// in a temporary directory removed on `stop`), which only a configuration that names that file trusts.
///
/// A suite marked `.fixtureServer` gets one server for all its tests (read it as
/// `FixtureServer.current`), stopped when the suite ends; tests keep apart through per-test keys.
/// The server also exits when its stdin closes, so it cannot outlive a crashed test run.
final class FixtureServer: @unchecked Sendable {
    /// The server of the running suite.
    @TaskLocal static var current: FixtureServer?

    let port: Int
    /// `https` when the server speaks TLS, else `http`.
    let scheme: String
    /// The PEM file of the CA that signed an HTTPS server's certificate (`nil` for plain HTTP).
    let trustedCertificates: URL?
    private let directory: URL?
    private let process: Process
    private let input: Pipe

    /// The fixture script, found next to this file so any working directory works.
    static let scriptURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fixture_server.py")

    init(tls: Bool = false) throws {
        let directory =
            tls
            ? FileManager.default.temporaryDirectory.appendingPathComponent("networking-tls-\(UUID().uuidString)") : nil
        if let directory { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.scriptURL.path, "0"] + (directory.map { ["--tls", $0.path] } ?? [])
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
        self.scheme = tls ? "https" : "http"
        self.trustedCertificates = directory?.appendingPathComponent("ca.pem")
        self.directory = directory
        self.process = process
        self.input = input
    }

    deinit { stop() }

    /// Starts a server without blocking the caller's thread while Python starts.
    static func start(tls: Bool = false) async throws -> FixtureServer {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try FixtureServer(tls: tls) })
            }
        }
    }

    /// A URL on the server, e.g. `url("/flaky?key=a")`.
    func url(_ pathAndQuery: String) -> URL {
        URL(string: "\(scheme)://127.0.0.1:\(port)\(pathAndQuery)") ?? URL(fileURLWithPath: "/invalid")
    }

    /// Stops the server and waits for it to exit.
    func stop() {
        if let directory { try? FileManager.default.removeItem(at: directory) }
        guard process.isRunning else { return }
        process.terminate()
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

/// Runs a suite with one fixture server, stopped when the suite ends.
struct FixtureServerTrait: SuiteTrait, TestScoping {
    /// Whether the server speaks HTTPS.
    var tls = false

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let server = try await FixtureServer.start(tls: tls)
        defer { server.stop() }
        try await FixtureServer.$current.withValue(server) { try await function() }
    }
}

extension Trait where Self == FixtureServerTrait {
    /// One fixture server for the whole suite.
    static var fixtureServer: Self { FixtureServerTrait() }

    /// One HTTPS fixture server, with its own throwaway CA, for the whole suite.
    static var tlsFixtureServer: Self { FixtureServerTrait(tls: true) }
}

struct FixtureServerError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

import Foundation
import XCTest

/// A loopback HTTP server (Python) that answers each path with a fixed status and body, for as long
/// as the test holds it: it serves 127.0.0.1 on a free port and stops when its standard input closes
/// (in `deinit`, or when the test process ends), so nothing outlives the test.
final class FixtureServer {
    /// The port it listens on.
    let port: Int
    private let process: Process
    private let input: Pipe

    static let driver = #"""
        import base64, json, sys, threading
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
        routes = {path: (status, base64.b64decode(body)) for path, (status, body) in json.loads(sys.argv[1]).items()}
        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                status, body = routes.get(self.path.split("?")[0], (404, b""))
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.send_header("Connection", "close")
                self.end_headers()
                self.wfile.write(body)
            def log_message(self, *args):
                pass
        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        server.daemon_threads = True
        threading.Thread(target=server.serve_forever, daemon=True).start()
        print(server.server_address[1], flush=True)
        sys.stdin.read()
        """#

    /// Serves `routes`: a path (`/catalog.json`) and its status and body; any other path is a 404.
    init(_ routes: [String: (status: Int, body: Data)]) throws {
        let python = try ShellRunner.require("python3")
        let spec = routes.mapValues { [$0.status, $0.body.base64EncodedString()] as [Any] }
        process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [
            "-c", Self.driver, String(decoding: try JSONSerialization.data(withJSONObject: spec), as: UTF8.self),
        ]
        input = Pipe()
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
            throw NotStarted(printed: text)
        }
        self.port = port
    }

    /// The server printed no port.
    struct NotStarted: Error, CustomStringConvertible {
        let printed: String
        var description: String { "the fixture server did not start (it printed \(printed.debugDescription))" }
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

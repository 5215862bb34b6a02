import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// A loopback HTTP server (Python's `http.server`) serving one directory, for http:// seeding tests.
///
/// The server writes its port to a file and exits as soon as its stdin closes, so it never
/// outlives the test even when signals sent to it are blocked.
final class CatalogServer {
    private static let script = """
        import http.server, os, sys, threading
        directory, port_file = sys.argv[1], sys.argv[2]
        class Handler(http.server.SimpleHTTPRequestHandler):
            disable_nagle_algorithm = True
            def __init__(self, *args, **kwargs):
                super().__init__(*args, directory=directory, **kwargs)
            def log_message(self, *args):
                pass
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        with open(port_file + ".tmp", "w") as f:
            f.write(str(server.server_address[1]))
        os.rename(port_file + ".tmp", port_file)
        threading.Thread(target=lambda: (sys.stdin.read(), os._exit(0)), daemon=True).start()
        threading.Timer(120, lambda: os._exit(0)).start()
        server.serve_forever()
        """

    private let process = Process()
    private let input = Pipe()
    /// The server's base URL, e.g. `http://127.0.0.1:41234/`.
    let baseURL: URL

    /// Starts serving `directory` on a free port; skips the test when python3 is not installed.
    init(serving directory: URL) throws {
        guard
            let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(
                where: FileManager.default.isExecutableFile)
        else { throw XCTSkip("python3 is not installed") }
        let portFile = FileManager.default.temporaryDirectory.appendingPathComponent("goods-port-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: portFile) }
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", Self.script, directory.path, portFile.path]
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        var port: Int?
        while port == nil, Date() < deadline, process.isRunning {
            port = (try? String(contentsOf: portFile, encoding: .utf8)).flatMap { Int($0) }
            if port == nil { Thread.sleep(forTimeInterval: 0.02) }
        }
        guard let port, let url = URL(string: "http://127.0.0.1:\(port)/") else {
            Self.stop(process, input)
            throw XCTSkip("the fixture HTTP server did not start")
        }
        baseURL = url
    }

    /// Stops the server: closing its stdin makes it exit; SIGKILL is the fallback.
    func stop() {
        Self.stop(process, input)
    }

    private static func stop(_ process: Process, _ input: Pipe) {
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(2)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    deinit { stop() }
}

import Foundation

/// Runs `shop` against a hostile loopback server (Python) and measures the shop's peak memory.
///
/// One Python process serves 127.0.0.1 on a free port, starts the shop with `{PORT}` in its
/// arguments and environment replaced, waits for it, and reports its exit status, stderr, wall
/// time and peak resident set size (`getrusage(RUSAGE_CHILDREN).ru_maxrss`: the shop is its only
/// child). The server exits with the script, so nothing outlives the test.
enum HostileServer {
    /// What the server does with every request.
    enum Behaviour: String {
        /// 200 with no length, then bytes until the client hangs up.
        case endless
        /// 200 with endless chunks.
        case endlessChunked = "chunked"
        /// 200 declaring 100 GB, then bytes until the client hangs up.
        case hugeLength = "length"
        /// Accepts, reads the request, never answers.
        case silent
    }

    /// One finished run of the shop.
    struct Result {
        let status: Int32
        let stderr: String
        let seconds: Double
        /// Peak resident set size of the shop process, in KiB.
        let peakKiB: Int
    }

    static let driver = #"""
        import json, os, resource, socket, subprocess, sys, threading, time
        spec = json.loads(sys.argv[1])
        mode = spec["mode"]
        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        port = str(listener.getsockname()[1])
        def serve(conn):
            try:
                conn.recv(65536)
                if mode == "silent":
                    conn.recv(1)
                    return
                head = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                block = b"x" * 65536
                if mode == "chunked":
                    head += b"Transfer-Encoding: chunked\r\n"
                    block = b"10000\r\n" + block + b"\r\n"
                elif mode == "length":
                    head += b"Content-Length: 100000000000\r\n"
                conn.sendall(head + b"\r\n")
                while True:
                    conn.sendall(block)
            except OSError:
                pass
            finally:
                conn.close()
        def accept():
            while True:
                conn, _ = listener.accept()
                threading.Thread(target=serve, args=(conn,), daemon=True).start()
        threading.Thread(target=accept, daemon=True).start()
        argv = [a.replace("{PORT}", port) for a in spec["argv"]]
        env = {k: v.replace("{PORT}", port) for k, v in spec["env"].items()}
        start = time.monotonic()
        proc = subprocess.run(argv, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, timeout=120)
        seconds = time.monotonic() - start
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        print(json.dumps({"status": proc.returncode, "stderr": proc.stderr.decode("utf-8", "replace"),
                          "seconds": seconds, "peakKiB": peak}))
        """#

    /// Runs `arguments` (and `environment`), with `{PORT}` standing for the server's port.
    static func run(_ behaviour: Behaviour, _ arguments: [String], environment: [String: String]) throws -> Result {
        let spec: [String: Any] = [
            "mode": behaviour.rawValue, "argv": [ShopHarness.binary.path] + arguments, "env": environment,
        ]
        let run = try ShellRunner.run(
            "/usr/bin/env",
            [
                "python3", "-c", driver,
                String(decoding: try JSONSerialization.data(withJSONObject: spec), as: UTF8.self),
            ], environment: ProcessInfo.processInfo.environment)
        let data = Data(run.stdout.utf8)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let status = object["status"] as? Int, let stderr = object["stderr"] as? String,
            let seconds = object["seconds"] as? Double, let peak = object["peakKiB"] as? Int
        else {
            throw CocoaError(
                .coderReadCorrupt, userInfo: [NSDebugDescriptionErrorKey: String(decoding: data, as: UTF8.self)])
        }
        return Result(status: Int32(status), stderr: stderr, seconds: seconds, peakKiB: peak)
    }
}

import Foundation

/// Runs `shop` against a hostile loopback server (Python) and measures the shop's peak memory.
///
/// One Python process serves 127.0.0.1 on a free port, starts the shop with `{PORT}` in its
/// arguments and environment replaced, waits for it, and reports its exit status, stderr, wall
/// time and peak resident set size (`getrusage(RUSAGE_CHILDREN).ru_maxrss`: the shop is its only
/// child). The server exits with the script, so nothing outlives the test.
///
/// With `tls` it speaks HTTPS with a certificate for 127.0.0.1 from a CA it makes for the run (with
/// the `openssl` command, in a temporary directory); `{CA}` stands for that CA's PEM file, which the
/// shop trusts through OpenSSL's `SSL_CERT_FILE`. `{OTHER}` is the port of a second, plain listener
/// that answers nothing and counts the connections it gets (`otherConnections`).
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
        /// 200 chunked, then `1\r\nx\r\n` chunks for ever, as fast as they go.
        case drip
        /// 200 with `Content-Encoding: gzip`: about 200 MB of zeros compressed to about 200 KB.
        case gzipBomb = "gzip"
        /// 302 to `http://127.0.0.1:{OTHER}/catalog.json`: plain HTTP on another port.
        case redirectToPlainHTTP = "redirect"
    }

    /// One finished run of the shop.
    struct Result {
        let status: Int32
        let stderr: String
        let seconds: Double
        /// Peak resident set size of the shop process, in KiB.
        let peakKiB: Int
        /// Connections the second, plain listener (`{OTHER}`) accepted.
        let otherConnections: Int
    }

    static let driver = #"""
        import json, os, resource, socket, ssl, subprocess, sys, tempfile, threading, time, zlib
        spec = json.loads(sys.argv[1])
        mode = spec["mode"]
        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        port = str(listener.getsockname()[1])
        other = socket.socket()
        other.bind(("127.0.0.1", 0))
        other.listen(16)
        other_port = str(other.getsockname()[1])
        other_connections = []
        def count_other():
            while True:
                conn, _ = other.accept()
                other_connections.append(conn)
        threading.Thread(target=count_other, daemon=True).start()
        folder = tempfile.TemporaryDirectory()
        ca = os.path.join(folder.name, "ca.pem")
        tls = None
        if spec.get("tls"):
            def path(name):
                return os.path.join(folder.name, name)
            def openssl(*args):
                subprocess.run(["openssl", *args], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            with open(path("server.ext"), "w") as ext:
                ext.write("subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\n")
            key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
            openssl("req", "-x509", *key, "-keyout", path("ca.key"), "-out", ca, "-days", "2", "-subj", "/CN=shop test CA")
            openssl("req", *key, "-keyout", path("server.key"), "-out", path("server.csr"), "-subj", "/CN=127.0.0.1")
            openssl("x509", "-req", "-in", path("server.csr"), "-CA", ca, "-CAkey", path("ca.key"), "-CAcreateserial",
                    "-out", path("server.pem"), "-days", "2", "-extfile", path("server.ext"))
            tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            tls.load_cert_chain(path("server.pem"), path("server.key"))
        bomb = b""
        if mode == "gzip":
            compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
            zeros = bytes(1000 * 1000)
            bomb = b"".join(compressor.compress(zeros) for _ in range(200)) + compressor.flush()
        def serve(conn):
            try:
                if tls is not None:
                    conn = tls.wrap_socket(conn, server_side=True)
                conn.recv(65536)
                if mode == "silent":
                    conn.recv(1)
                    return
                if mode == "gzip":
                    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\n"
                                 + b"Content-Length: %d\r\nConnection: close\r\n\r\n" % len(bomb) + bomb)
                    return
                if mode == "redirect":
                    location = "http://127.0.0.1:%s/catalog.json" % other_port
                    conn.sendall(b"HTTP/1.1 302 Found\r\nLocation: " + location.encode()
                                 + b"\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
                    return
                head = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                block = b"x" * 65536
                if mode == "chunked":
                    head += b"Transfer-Encoding: chunked\r\n"
                    block = b"10000\r\n" + block + b"\r\n"
                elif mode == "length":
                    head += b"Content-Length: 100000000000\r\n"
                elif mode == "drip":
                    head += b"Transfer-Encoding: chunked\r\n"
                    block = b"1\r\nx\r\n"
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
        def fill(text):
            return text.replace("{PORT}", port).replace("{OTHER}", other_port).replace("{CA}", ca)
        argv = [fill(a) for a in spec["argv"]]
        env = {k: fill(v) for k, v in spec["env"].items()}
        start = time.monotonic()
        proc = subprocess.run(argv, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, timeout=120)
        seconds = time.monotonic() - start
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        print(json.dumps({"status": proc.returncode, "stderr": proc.stderr.decode("utf-8", "replace"),
                          "seconds": seconds, "peakKiB": peak, "otherConnections": len(other_connections)}))
        """#

    /// Runs `arguments` (and `environment`), with `{PORT}` standing for the server's port.
    /// With `tls`, the server speaks HTTPS (see the type's notes for `{CA}`).
    static func run(_ behaviour: Behaviour, _ arguments: [String], environment: [String: String], tls: Bool = false)
        throws -> Result
    {
        let spec: [String: Any] = [
            "mode": behaviour.rawValue, "argv": [ShopHarness.binary.path] + arguments, "env": environment, "tls": tls,
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
            let seconds = object["seconds"] as? Double, let peak = object["peakKiB"] as? Int,
            let others = object["otherConnections"] as? Int
        else {
            throw CocoaError(
                .coderReadCorrupt, userInfo: [NSDebugDescriptionErrorKey: String(decoding: data, as: UTF8.self)])
        }
        return Result(
            status: Int32(status), stderr: stderr, seconds: seconds, peakKiB: peak, otherConnections: others)
    }
}

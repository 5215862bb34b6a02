#!/usr/bin/env python3
"""Loopback HTTP/1.1 fixture server for the Networking tests and benchmark.

Binds 127.0.0.1 on the port given as the first argument (default 0: a free one) and prints the
chosen port as the first line of stdout. Exits when stdin reaches end-of-file, so it never
outlives the process that started it.

`--tls DIR` serves HTTPS instead: it makes a throwaway CA (DIR/ca.pem, the file a client must
trust) and a certificate for 127.0.0.1 and localhost signed by it, with the `openssl` command.

Routes (query parameters in brackets):
  /json                       200, a small JSON document
  /404                        404 with a text body
  /status [code]              that status with body "status <code>"
  /flaky [key, fail=2]        500 for the first `fail` hits per key, then 200 {"attempts": n}
  /ratelimit [key, after=1]   429 with Retry-After: <after> on the first hit per key, then 200
  /hits [key]                 200 {"hits": n}: how often the other routes saw that key
  /slow-headers [ms]          waits ms before answering 200 {"slept": ms}
  /slow-body [chunks=5, ms=100]  sends headers, then one byte every ms, `chunks` times
  /invalid-json               200 with a body that is not JSON
  /big [bytes, chunked=0]     200 with that many bytes; chunked=1 sends no Content-Length
  /peer                       200 {"port": n}: the client's source port (shows connection reuse)
  /echo                       any method: {"method", "path", "query", "headers", "body"} as JSON
  /endless [framing=close]    200 whose body never ends: framing=close (no length, until the
                              connection closes), chunked (endless chunks) or length (declares
                              100 GB); stops when the client goes away
  /silent                     reads the request, then never answers (until the client goes away)
  /many-headers [count=11000] 200 "ok" after `count` distinct short empty header fields, all at
                              once (11,000 fit under the client's 64 KiB head cap), then close
  /trickle-headers [ms=100]   a status line, then one header line every ms, never ending the head
  /drip                       200 chunked, then `1\r\nx\r\n` chunks for ever, as fast as they go
  /gzip-bomb [mb=100]         200 with Content-Encoding: gzip: `mb` MB of zeros compressed (~1000:1),
                              sent whatever the request's Accept-Encoding
  /redirect [to, code=302]    that status with Location: `to`
  /raw [case]                 a hand-written answer, then close: trailers (chunked with an extension
                              and a trailer, body "hello"), continue (100 then 200 "ok"), badlength
                              (Content-Length: -5), shortbody (declares 10, sends 3), nothttp,
                              longheaders (70 KB of headers)
"""
import json
import os
import ssl
import subprocess
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

HITS = {}
HITS_LOCK = threading.Lock()
BOMBS = {}
BOMBS_LOCK = threading.Lock()


def gzip_bomb(megabytes):
    """`megabytes` MB of zeros as one gzip member, made once per size."""
    with BOMBS_LOCK:
        if megabytes not in BOMBS:
            compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
            zeros = bytes(1000 * 1000)
            parts = [compressor.compress(zeros) for _ in range(megabytes)]
            BOMBS[megabytes] = b"".join(parts) + compressor.flush()
        return BOMBS[megabytes]


def make_certificates(directory):
    """A throwaway CA and a server certificate for 127.0.0.1 and localhost; returns (cert, key)."""
    def path(name):
        return os.path.join(directory, name)
    def openssl(*args):
        subprocess.run(["openssl", *args], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(path("server.ext"), "w") as ext:
        ext.write("subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\n")
    openssl("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-keyout", path("ca.key"), "-out", path("ca.pem"), "-days", "2", "-subj", "/CN=Networking test CA")
    openssl("req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-keyout", path("server.key"), "-out", path("server.csr"), "-subj", "/CN=127.0.0.1")
    openssl("x509", "-req", "-in", path("server.csr"), "-CA", path("ca.pem"), "-CAkey", path("ca.key"),
            "-CAcreateserial", "-out", path("server.pem"), "-days", "2", "-extfile", path("server.ext"))
    return path("server.pem"), path("server.key")


def count(key):
    with HITS_LOCK:
        HITS[key] = HITS.get(key, 0) + 1
        return HITS[key]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Without this, keep-alive responses stall ~40 ms on delayed ACKs.
    disable_nagle_algorithm = True

    def log_message(self, format, *args):
        pass

    def send(self, status, body=b"", content_type="text/plain", headers=None):
        if isinstance(body, str):
            body = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def send_json(self, status, value, headers=None):
        self.send(status, json.dumps(value), "application/json", headers)

    def handle_any(self):
        url = urlparse(self.path)
        query = {k: v[-1] for k, v in parse_qs(url.query, keep_blank_values=True).items()}
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length > 0 else b""
        key = query.get("key", "")
        route = url.path
        # Every route but /hits counts its key, so tests can ask how many attempts arrived.
        hits = count(key) if key and route != "/hits" else 0

        if route == "/json":
            self.send_json(200, {
                "name": "widget",
                "priceCents": 1299,
                "tags": ["a", "b"],
                "items": [{"sku": "A1", "qty": 2}, {"sku": "B2", "qty": 1}],
            })
        elif route == "/404":
            self.send(404, "not found: the fixture has nothing at /404 " + "x" * 300)
        elif route == "/status":
            code = int(query.get("code", "200"))
            self.send(code, "status %d" % code)
        elif route == "/flaky":
            if hits <= int(query.get("fail", "2")):
                self.send(500, "flaky failure %d" % hits)
            else:
                self.send_json(200, {"attempts": hits})
        elif route == "/ratelimit":
            if hits == 1:
                self.send(429, "slow down", headers={"Retry-After": query.get("after", "1")})
            else:
                self.send_json(200, {"attempts": hits})
        elif route == "/hits":
            with HITS_LOCK:
                self.send_json(200, {"hits": HITS.get(key, 0)})
        elif route == "/slow-headers":
            ms = int(query.get("ms", "500"))
            time.sleep(ms / 1000)
            self.send_json(200, {"slept": ms})
        elif route == "/slow-body":
            chunks = int(query.get("chunks", "5"))
            ms = int(query.get("ms", "100"))
            self.send_response(200)
            self.send_header("Content-Type", "text/plain")
            self.send_header("Content-Length", str(chunks))
            self.end_headers()
            self.wfile.flush()
            try:
                for _ in range(chunks):
                    time.sleep(ms / 1000)
                    self.wfile.write(b"x")
                    self.wfile.flush()
            except (BrokenPipeError, ConnectionResetError):
                self.close_connection = True
        elif route == "/invalid-json":
            self.send(200, '{"name": "widget", "priceCents": ', "application/json")
        elif route == "/big":
            size = int(query.get("bytes", "1024"))
            payload = b"b" * size
            if query.get("chunked", "0") == "1":
                self.send_response(200)
                self.send_header("Content-Type", "application/octet-stream")
                self.send_header("Connection", "close")
                self.end_headers()
                self.close_connection = True
                try:
                    for start in range(0, size, 65536):
                        self.wfile.write(payload[start:start + 65536])
                except (BrokenPipeError, ConnectionResetError):
                    pass
            else:
                try:
                    self.send(200, payload, "application/octet-stream")
                except (BrokenPipeError, ConnectionResetError):
                    self.close_connection = True
        elif route == "/endless":
            framing = query.get("framing", "close")
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            if framing == "chunked":
                self.send_header("Transfer-Encoding", "chunked")
            elif framing == "length":
                self.send_header("Content-Length", str(100 * 1000 ** 3))
            self.end_headers()
            self.close_connection = True
            block = b"x" * 65536
            if framing == "chunked":
                block = b"%x\r\n" % len(block) + block + b"\r\n"
            try:
                while True:
                    self.wfile.write(block)
            except (BrokenPipeError, ConnectionResetError, OSError):
                pass
        elif route == "/drip":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            self.close_connection = True
            try:
                while True:
                    self.wfile.write(b"1\r\nx\r\n")
            except (BrokenPipeError, ConnectionResetError, OSError):
                pass
        elif route == "/gzip-bomb":
            bomb = gzip_bomb(int(query.get("mb", "100")))
            try:
                self.send(200, bomb, "application/json", {"Content-Encoding": "gzip"})
            except OSError:
                self.close_connection = True
        elif route == "/redirect":
            code = int(query.get("code", "302"))
            self.send(code, "moved", headers={"Location": query.get("to", "/json")})
        elif route == "/silent":
            self.close_connection = True
            try:
                # Wait for the client to give up; its close makes the read return.
                self.rfile.read(1)
            except OSError:
                pass
        elif route == "/many-headers":
            self.close_connection = True
            alphabet = "0123456789abcdefghijklmnopqrstuvwxyz"
            names = []
            length = 1
            while len(names) < int(query.get("count", "11000")):
                for index in range(len(alphabet) ** length):
                    name = ""
                    for _ in range(length):
                        index, digit = divmod(index, len(alphabet))
                        name += alphabet[digit]
                    names.append(name)
                length += 1
            names = names[:int(query.get("count", "11000"))]
            head = "HTTP/1.1 200 OK\r\n" + "".join(name + ":\r\n" for name in names)
            try:
                self.wfile.write((head + "Content-Length: 2\r\n\r\nok").encode())
                self.wfile.flush()
            except OSError:
                pass
        elif route == "/trickle-headers":
            ms = int(query.get("ms", "100"))
            self.close_connection = True
            try:
                self.wfile.write(b"HTTP/1.1 200 OK\r\n")
                self.wfile.flush()
                line = 0
                while True:
                    time.sleep(ms / 1000)
                    line += 1
                    self.wfile.write(b"X-Trickle-%d: 1\r\n" % line)
                    self.wfile.flush()
            except OSError:
                pass
        elif route == "/raw":
            answers = {
                "trailers": b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                            b"3;note=x\r\nhel\r\n2\r\nlo\r\n0\r\nX-Trailer: 1\r\n\r\n",
                "continue": b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok",
                "badlength": b"HTTP/1.1 200 OK\r\nContent-Length: -5\r\n\r\nabc",
                "shortbody": b"HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc",
                "nothttp": b"garbage here\r\n\r\n",
                "longheaders": b"HTTP/1.1 200 OK\r\n" + b"X-Pad: " + b"p" * 70000 + b"\r\n\r\n",
            }
            self.close_connection = True
            try:
                self.wfile.write(answers[query.get("case", "")])
                self.wfile.flush()
            except (KeyError, OSError):
                pass
        elif route == "/peer":
            self.send_json(200, {"port": self.client_address[1]})
        elif route == "/echo":
            self.send_json(200, {
                "method": self.command,
                "path": url.path,
                "query": query,
                "headers": {name.lower(): value for name, value in self.headers.items()},
                "body": body.decode("utf-8", "replace"),
            })
        else:
            self.send(404, "no route " + route)

    do_GET = do_HEAD = do_POST = do_PUT = do_PATCH = do_DELETE = do_OPTIONS = handle_any


def exit_when_parent_goes():
    try:
        while sys.stdin.buffer.read(4096):
            pass
    finally:
        os._exit(0)


class Server(ThreadingHTTPServer):
    # The default backlog of 5 overflows when many tests connect at once on a loaded machine; the
    # dropped handshakes then surface as resets and one-second SYN retries.
    request_queue_size = 128
    daemon_threads = True
    tls = None

    def get_request(self):
        conn, address = super().get_request()
        if self.tls is not None:
            # The handshake runs on the connection's own thread, at its first read.
            conn = self.tls.wrap_socket(conn, server_side=True, do_handshake_on_connect=False)
        return conn, address

    def handle_error(self, request, client_address):
        # Clients that refuse the certificate or hang up mid-body are what the tests are about.
        pass


def main():
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    server = Server(("127.0.0.1", port), Handler)
    if "--tls" in sys.argv:
        cert, key = make_certificates(sys.argv[sys.argv.index("--tls") + 1])
        server.tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        server.tls.load_cert_chain(cert, key)
    print(server.server_address[1], flush=True)
    threading.Thread(target=exit_when_parent_goes, daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()

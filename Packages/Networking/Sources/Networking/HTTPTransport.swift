import COpenSSL
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sends single `http://` and `https://` attempts over sockets, reusing idle keep-alive connections.
///
/// FoundationNetworking's `URLSession` cannot bound memory: its libcurl loop hands every buffer it
/// reads to the delegate queue without waiting (its own source calls pausing a transfer "need to
/// solve"), and a delegate's `cancel()` lands later, so a fast endless body piles up in queued
/// buffers: gigabytes on loopback before the limit check could stop it. Here the attempt pulls
/// bytes itself, one buffer at a time, checks the limit before keeping each, and stops at once.
/// Each attempt runs on its own thread (blocking I/O never occupies the cooperative pool) and
/// every wait is bounded by the attempt's deadline and a cancel pipe. `https://` is the same
/// exchange over a `TLSStream` (OpenSSL), so both schemes share every bound.
final class HTTPTransport: Sendable {
    /// Idle connections per `scheme://host:port`, at most `maximumIdle` each.
    private let idle = LockedValue<[String: [IdleConnection]]>([:])
    private static let maximumIdle = 4
    /// A PEM file whose certificates `https://` trusts besides the system's.
    private let extraTrustedCertificates: URL?
    /// The TLS settings, made on the first `https://` request (plain `http://` never loads them).
    private let tls = LockedValue<TLSContext?>(nil)
    /// OpenSSL as the first `https://` request finds it: the process's, loaded then (plain `http://`
    /// never loads it); a failure fails every `https://` request with its `.transport` error.
    private let openssl: @Sendable () -> Result<networking_openssl_functions, NetworkingError>

    /// Creates a transport whose `https://` connections also trust `extraTrustedCertificates`.
    ///
    /// - Parameter openssl: where OpenSSL comes from; the process's (`OpenSSLLibrary.process`) unless
    ///   a test names libraries that cannot be loaded.
    init(
        extraTrustedCertificates: URL? = nil,
        openssl: @escaping @Sendable () -> Result<networking_openssl_functions, NetworkingError> = {
            OpenSSLLibrary.process
        }
    ) {
        self.extraTrustedCertificates = extraTrustedCertificates
        self.openssl = openssl
    }

    /// A connection parked between requests; the box lets it cross the lock.
    private final class IdleConnection: @unchecked Sendable {
        let connection: SocketConnection
        init(_ connection: SocketConnection) { self.connection = connection }
    }

    /// Runs one attempt; throws only `NetworkingError`.
    func perform(
        method: String, url: URL, headers: [String: String], body: Data?, limit: Int, timeout: TimeInterval
    ) async throws -> HTTPWireResponse {
        guard let host = url.host, !host.isEmpty else {
            throw NetworkingError.invalidURL(url: url.absoluteString, reason: "it has no host")
        }
        let secure = url.scheme?.lowercased() == "https"
        let defaultPort = secure ? 443 : 80
        let port = url.port ?? defaultPort
        let request = Self.serialize(
            method: method, url: url, host: host, port: port, defaultPort: defaultPort, headers: headers, body: body)
        let context = secure ? try tlsContext() : nil
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            throw NetworkingError.transport(message: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        let (cancelRead, cancelWrite) = (pipeEnds[0], pipeEnds[1])
        defer {
            close(cancelRead)
            close(cancelWrite)
        }
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int64(timeout * 1000)))
        let idempotent = HTTPMethod(rawValue: method).isIdempotent
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<HTTPWireResponse, any Error>) in
                let thread = Thread {
                    continuation.resume(
                        with: Result {
                            try self.exchange(
                                request, method: method, host: host, port: port, tls: context, limit: limit,
                                deadline: deadline, timeout: timeout, idempotent: idempotent, cancel: cancelRead)
                        })
                }
                thread.name = "shop-http"
                thread.start()
            }
        } onCancel: {
            var byte: UInt8 = 1
            _ = write(cancelWrite, &byte, 1)
        }
    }

    /// The shared TLS context, made once; a failure (OpenSSL missing, an unreadable extra CA file) is
    /// reported each time.
    private func tlsContext() throws -> TLSContext {
        try tls.withLock { context in
            if let context { return context }
            let made = try TLSContext(extraTrustedCertificates: extraTrustedCertificates, library: openssl())
            context = made
            return made
        }
    }

    private func exchange(
        _ request: [UInt8], method: String, host: String, port: Int, tls: TLSContext?, limit: Int,
        deadline: ContinuousClock.Instant, timeout: TimeInterval, idempotent: Bool, cancel: Int32
    ) throws -> HTTPWireResponse {
        let key = "\(tls == nil ? "http" : "https")://\(host):\(port)"
        do {
            if let reused = takeIdle(key) {
                do {
                    return try run(
                        request, on: reused, key: key, method: method, limit: limit, deadline: deadline, cancel: cancel)
                } catch NetworkingError.transport where idempotent {
                    // The server may have closed the idle connection just as we reused it: try a fresh one.
                }
            }
            let connection = try SocketConnection.connect(host: host, port: port, deadline: deadline, cancel: cancel)
            if let tls {
                try connection.startTLS(context: tls, host: host, deadline: deadline, cancel: cancel)
            }
            return try run(
                request, on: connection, key: key, method: method, limit: limit, deadline: deadline, cancel: cancel)
        } catch SocketConnection.Interruption.deadline {
            throw NetworkingError.timeout(seconds: timeout)
        } catch SocketConnection.Interruption.cancelled {
            throw NetworkingError.cancelled
        }
    }

    private func run(
        _ request: [UInt8], on connection: SocketConnection, key: String, method: String, limit: Int,
        deadline: ContinuousClock.Instant, cancel: Int32
    ) throws -> HTTPWireResponse {
        try connection.send(request, deadline: deadline, cancel: cancel)
        let response = try HTTPWireResponse.read(
            from: connection, method: method, limit: limit, deadline: deadline, cancel: cancel)
        if response.keepAlive { park(connection, key: key) }
        return response
    }

    private func takeIdle(_ key: String) -> SocketConnection? {
        while let candidate = idle.withLock({ $0[key]?.popLast() }) {
            if candidate.connection.isReusable { return candidate.connection }
        }
        return nil
    }

    private func park(_ connection: SocketConnection, key: String) {
        idle.withLock { pool in
            var list = pool[key] ?? []
            guard list.count < Self.maximumIdle else { return }
            list.append(IdleConnection(connection))
            pool[key] = list
        }
    }

    /// The request head and body as bytes.
    static func serialize(
        method: String, url: URL, host: String, port: Int, defaultPort: Int, headers: [String: String], body: Data?
    ) -> [UInt8] {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        var target = components?.percentEncodedPath ?? "/"
        if target.isEmpty { target = "/" }
        if let query = components?.percentEncodedQuery { target += "?" + query }
        let hostField = (host.contains(":") ? "[\(host)]" : host) + (port == defaultPort ? "" : ":\(port)")
        var lines = ["\(method) \(target) HTTP/1.1", "Host: \(hostField)"]
        var names = Set<String>()
        // Framing is this client's: a caller's Host or Content-Length could only contradict it.
        for (name, value) in headers.sorted(by: { $0.key < $1.key })
        where !["host", "content-length", "transfer-encoding"].contains(name.lowercased()) {
            // A header value cannot carry a line break into the request.
            let clean = value.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
            lines.append("\(name): \(clean)")
            names.insert(name.lowercased())
        }
        if !names.contains("accept-encoding") { lines.append("Accept-Encoding: identity") }
        if body != nil || ["POST", "PUT", "PATCH"].contains(method) {
            lines.append("Content-Length: \(body?.count ?? 0)")
        }
        var bytes = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        if let body { bytes += body }
        return bytes
    }
}

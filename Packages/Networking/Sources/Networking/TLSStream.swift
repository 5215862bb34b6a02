import COpenSSL
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One TLS session (OpenSSL's `SSL`) over a connected non-blocking socket.
///
/// It never waits: each call reports what the socket must become ready for, and `SocketConnection`
/// waits for that with `poll` under its deadline and cancel pipe, exactly as for plain bytes. The
/// peer's certificate must chain to a trusted root and name the host (DNS name, or IP address for an
/// IP literal); the host name is also sent as SNI. Not thread-safe, like its connection.
final class TLSStream {
    /// What one non-blocking TLS call achieved.
    enum Progress {
        /// This many bytes were read or written (the handshake reports 0 when done).
        case done(Int)
        /// Wait until the socket is readable, then call again.
        case wantRead
        /// Wait until the socket is writable, then call again.
        case wantWrite
        /// The peer ended the stream.
        case closed
    }

    private let ssl: OpaquePointer
    /// The loaded OpenSSL functions (its context's).
    private let openssl: networking_openssl_functions
    private let host: String
    /// Set after a fatal error, after which OpenSSL forbids a shutdown.
    private var failed = false

    /// Prepares a client session for `host` on `descriptor` (which the caller keeps and closes).
    ///
    /// - Throws: `NetworkingError.transport` when OpenSSL cannot set it up.
    init(context: TLSContext, descriptor: Int32, host: String) throws {
        let openssl = context.openssl
        openssl.ERR_clear_error()
        guard let ssl = openssl.SSL_new(context.pointer) else {
            throw NetworkingError.transport(message: "cannot start TLS: \(TLSContext.lastError(openssl))")
        }
        guard let bio = SocketBIO.make(descriptor: descriptor, openssl: openssl) else {
            openssl.SSL_free(ssl)
            throw NetworkingError.transport(message: "cannot start TLS: \(TLSContext.lastError(openssl))")
        }
        openssl.SSL_set_bio(ssl, bio, bio)
        self.ssl = ssl
        self.openssl = openssl
        self.host = host
        let named: Bool
        if Self.isIPAddress(host) {
            named = openssl.X509_VERIFY_PARAM_set1_ip_asc(openssl.SSL_get0_param(ssl), host) == 1
        } else {
            // SNI carries host names only, never address literals.
            named =
                openssl.SSL_set1_host(ssl, host) == 1
                && networking_ssl_set_server_name(openssl.SSL_ctrl, ssl, host) == 1
        }
        guard named else {
            throw NetworkingError.transport(
                message: "cannot check a certificate for \(host): \(TLSContext.lastError(openssl))")
        }
    }

    deinit {
        openssl.SSL_free(ssl)
    }

    /// Advances the handshake; `.done` once the peer is verified.
    func handshake() throws -> Progress {
        openssl.ERR_clear_error()
        return try progress(openssl.SSL_connect(ssl), doing: "handshake")
    }

    /// Reads decrypted bytes into `buffer`.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Progress {
        openssl.ERR_clear_error()
        return try progress(openssl.SSL_read(ssl, buffer.baseAddress, Int32(clamping: buffer.count)), doing: "read")
    }

    /// Encrypts and sends some of `bytes` (at least one byte when it reports `.done`).
    func write(_ bytes: UnsafeRawBufferPointer) throws -> Progress {
        openssl.ERR_clear_error()
        return try progress(openssl.SSL_write(ssl, bytes.baseAddress, Int32(clamping: bytes.count)), doing: "write")
    }

    /// Sends close-notify once, without waiting for the peer's; does nothing after a fatal error.
    func shutdown() {
        guard !failed, openssl.SSL_is_init_finished(ssl) == 1 else { return }
        openssl.ERR_clear_error()
        _ = openssl.SSL_shutdown(ssl)
        openssl.ERR_clear_error()
    }

    private func progress(_ result: Int32, doing operation: String) throws -> Progress {
        if result > 0 { return .done(Int(result)) }
        let code = openssl.SSL_get_error(ssl, result)
        switch code {
        case SSL_ERROR_WANT_READ:
            return .wantRead
        case SSL_ERROR_WANT_WRITE:
            return .wantWrite
        case SSL_ERROR_ZERO_RETURN:
            return .closed
        case SSL_ERROR_SYSCALL where openssl.ERR_peek_error() == 0 && (result == 0 || errno == 0):
            failed = true
            if operation == "handshake" {
                throw NetworkingError.transport(
                    message: "the server at \(host) closed the connection during the TLS handshake")
            }
            return .closed
        case SSL_ERROR_SYSCALL:
            failed = true
            let reason =
                openssl.ERR_peek_error() == 0 ? String(cString: strerror(errno)) : TLSContext.lastError(openssl)
            throw NetworkingError.transport(message: "TLS \(operation) with \(host) failed: \(reason)")
        default:
            failed = true
            let verdict = openssl.SSL_get_verify_result(ssl)
            if operation == "handshake", verdict != X509_V_OK {
                openssl.ERR_clear_error()
                throw NetworkingError.transport(message: certificateProblem(verdict))
            }
            throw NetworkingError.transport(
                message: "TLS \(operation) with \(host) failed: \(TLSContext.lastError(openssl))")
        }
    }

    /// An actionable sentence for a failed certificate check.
    private func certificateProblem(_ verdict: Int) -> String {
        let reason = openssl.X509_verify_cert_error_string(verdict).map { String(cString: $0) } ?? "error \(verdict)"
        switch Int32(verdict) {
        case X509_V_ERR_HOSTNAME_MISMATCH, X509_V_ERR_IP_ADDRESS_MISMATCH:
            return "the certificate the server sent is not for \(host) (\(reason)); use the host name it was issued for"
        case X509_V_ERR_CERT_HAS_EXPIRED, X509_V_ERR_CERT_NOT_YET_VALID:
            return
                "certificate for \(host) is not valid now (\(reason)); the server must renew it, or the clock is wrong"
        case X509_V_ERR_DEPTH_ZERO_SELF_SIGNED_CERT, X509_V_ERR_SELF_SIGNED_CERT_IN_CHAIN,
            X509_V_ERR_UNABLE_TO_GET_ISSUER_CERT, X509_V_ERR_UNABLE_TO_GET_ISSUER_CERT_LOCALLY,
            X509_V_ERR_UNABLE_TO_VERIFY_LEAF_SIGNATURE:
            return
                "certificate for \(host) not trusted (\(reason)); add the CA that issued it to the system trust store"
        default:
            return "certificate for \(host) rejected (\(reason))"
        }
    }

    private static func isIPAddress(_ host: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }
}

import COpenSSL
import Foundation

/// The TLS client settings every `https://` connection of one transport shares (OpenSSL's `SSL_CTX`).
///
/// Peers are verified against the system's trusted roots (OpenSSL's default paths, which honour
/// `SSL_CERT_FILE` and `SSL_CERT_DIR`), plus the certificates of an optional extra PEM file;
/// nothing below TLS 1.2 is offered. A peer that closes without TLS's close-notify ends the stream
/// like a plain socket would: the HTTP framing (`Content-Length`, chunks) still detects a cut body.
final class TLSContext: @unchecked Sendable {
    /// The configured `SSL_CTX`; it is only read after `init`, which OpenSSL allows from any thread.
    let pointer: OpaquePointer

    /// Creates the context, trusting the system's roots and the certificates in `extraTrustedCertificates`.
    ///
    /// - Throws: `NetworkingError.transport` when OpenSSL cannot be set up or the extra file cannot be loaded.
    init(extraTrustedCertificates: URL?) throws {
        ERR_clear_error()
        guard let context = SSL_CTX_new(TLS_client_method()) else {
            throw NetworkingError.transport(message: "cannot set up TLS: \(Self.lastError())")
        }
        SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nil)
        guard SSL_CTX_set_default_verify_paths(context) == 1, networking_ssl_ctx_require_tls12(context) == 1 else {
            SSL_CTX_free(context)
            throw NetworkingError.transport(message: "cannot set up TLS: \(Self.lastError())")
        }
        if let file = extraTrustedCertificates {
            guard SSL_CTX_load_verify_locations(context, file.path, nil) == 1 else {
                let reason = Self.lastError()
                SSL_CTX_free(context)
                throw NetworkingError.transport(
                    message:
                        "cannot load the trusted certificates in \(file.path): \(reason) (it must hold PEM certificates)"
                )
            }
        }
        networking_ssl_ctx_configure(context)
        pointer = context
    }

    deinit {
        SSL_CTX_free(pointer)
    }

    /// The oldest error on this thread's OpenSSL queue as text (the queue is emptied).
    static func lastError() -> String {
        let code = ERR_get_error()
        ERR_clear_error()
        guard code != 0 else { return "unknown TLS error" }
        var text = [CChar](repeating: 0, count: 256)
        ERR_error_string_n(code, &text, text.count)
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

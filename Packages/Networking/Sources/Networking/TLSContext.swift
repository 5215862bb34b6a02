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
    /// The OpenSSL functions, loaded by the first context (`OpenSSLLibrary`); its sessions call them too.
    let openssl: networking_openssl_functions

    /// Creates the context, trusting the system's roots and the certificates in `extraTrustedCertificates`.
    ///
    /// - Parameter library: the loaded OpenSSL (`OpenSSLLibrary.process`), or why it could not be loaded.
    /// - Throws: `NetworkingError.transport` when OpenSSL cannot be loaded or set up, or the extra file
    ///   cannot be loaded.
    init(
        extraTrustedCertificates: URL?,
        library: Result<networking_openssl_functions, NetworkingError>
    ) throws {
        let openssl = try library.get()
        openssl.ERR_clear_error()
        guard let context = openssl.SSL_CTX_new(openssl.TLS_client_method()) else {
            throw NetworkingError.transport(message: "cannot set up TLS: \(Self.lastError(openssl))")
        }
        openssl.SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nil)
        guard openssl.SSL_CTX_set_default_verify_paths(context) == 1,
            networking_ssl_ctx_require_tls12(openssl.SSL_CTX_ctrl, context) == 1
        else {
            openssl.SSL_CTX_free(context)
            throw NetworkingError.transport(message: "cannot set up TLS: \(Self.lastError(openssl))")
        }
        if let file = extraTrustedCertificates {
            guard openssl.SSL_CTX_load_verify_locations(context, file.path, nil) == 1 else {
                let reason = Self.lastError(openssl)
                openssl.SSL_CTX_free(context)
                throw NetworkingError.transport(
                    message:
                        "cannot load the trusted certificates in \(file.path): \(reason) (it must hold PEM certificates)"
                )
            }
        }
        networking_ssl_ctx_configure(openssl.SSL_CTX_ctrl, openssl.SSL_CTX_set_options, context)
        pointer = context
        self.openssl = openssl
    }

    deinit {
        openssl.SSL_CTX_free(pointer)
    }

    /// The oldest error on this thread's OpenSSL queue as text (the queue is emptied).
    static func lastError(_ openssl: networking_openssl_functions) -> String {
        let code = openssl.ERR_get_error()
        openssl.ERR_clear_error()
        guard code != 0 else { return "unknown TLS error" }
        var text = [CChar](repeating: 0, count: 256)
        openssl.ERR_error_string_n(code, &text, text.count)
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

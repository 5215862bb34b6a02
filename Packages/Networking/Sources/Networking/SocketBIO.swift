import COpenSSL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An OpenSSL I/O method over a non-blocking socket that never raises SIGPIPE.
///
/// OpenSSL's own socket BIO writes with `write(2)`, which raises SIGPIPE (ending the process) when
/// the server has gone; this one sends with `MSG_NOSIGNAL` and reports "try again" on `EAGAIN`, so
/// the caller waits with `poll` under its own deadline. The descriptor travels as the BIO's data.
enum SocketBIO {
    /// The shared method table, made once, on the first TLS connection (OpenSSL is loaded by then).
    nonisolated(unsafe) static let method: OpaquePointer? = {
        // Its callbacks are C functions, which capture nothing: they find the functions here too.
        guard let openssl = try? OpenSSLLibrary.functions(),
            let method = openssl.BIO_meth_new(openssl.BIO_get_new_index() | BIO_TYPE_SOURCE_SINK, "networking socket")
        else {
            return nil
        }
        _ = openssl.BIO_meth_set_write(method) { bio, data, length in
            guard let bio, let openssl = try? OpenSSLLibrary.functions() else { return -1 }
            networking_bio_clear_retry(openssl.BIO_clear_flags, bio)
            let sent = sendWithoutSignal(SocketBIO.descriptor(bio, openssl), data, Int(length))
            if sent < 0 && SocketBIO.isTransient(errno) { networking_bio_set_retry_write(openssl.BIO_set_flags, bio) }
            return Int32(clamping: sent)
        }
        _ = openssl.BIO_meth_set_read(method) { bio, data, length in
            guard let bio, let openssl = try? OpenSSLLibrary.functions() else { return -1 }
            networking_bio_clear_retry(openssl.BIO_clear_flags, bio)
            let received = recv(SocketBIO.descriptor(bio, openssl), data, Int(length), 0)
            if received < 0 && SocketBIO.isTransient(errno) {
                networking_bio_set_retry_read(openssl.BIO_set_flags, bio)
            }
            return Int32(clamping: received)
        }
        _ = openssl.BIO_meth_set_ctrl(method) { _, command, _, _ in
            // OpenSSL flushes after each record; the socket has nothing to flush. Nothing else applies.
            command == BIO_CTRL_FLUSH ? 1 : 0
        }
        return method
    }()

    /// A BIO reading and writing `descriptor`, which stays owned (and closed) by the caller.
    static func make(descriptor: Int32, openssl: networking_openssl_functions) -> OpaquePointer? {
        guard let method, let bio = openssl.BIO_new(method) else { return nil }
        openssl.BIO_set_data(bio, UnsafeMutableRawPointer(bitPattern: Int(descriptor) + 1))
        openssl.BIO_set_init(bio, 1)
        return bio
    }

    private static func descriptor(_ bio: OpaquePointer, _ openssl: networking_openssl_functions) -> Int32 {
        Int32(truncatingIfNeeded: Int(bitPattern: openssl.BIO_get_data(bio)) - 1)
    }

    private static func isTransient(_ code: Int32) -> Bool {
        code == EAGAIN || code == EWOULDBLOCK || code == EINTR
    }
}

/// The C `send(2)` without SIGPIPE.
private func sendWithoutSignal(_ descriptor: Int32, _ bytes: UnsafePointer<CChar>?, _ count: Int) -> Int {
    #if canImport(Glibc)
        send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #else
        send(descriptor, bytes, count, 0)
    #endif
}

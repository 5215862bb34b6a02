import COpenSSL

/// The system's OpenSSL (`libssl` and `libcrypto`), opened with `dlopen` on the first `https://`
/// connection rather than by the dynamic loader at every start.
///
/// The module links neither library (a direct call to an OpenSSL function fails to link): every
/// function `https://` uses is called through the table `networking_openssl_functions`, whose fields
/// are typed by the headers and filled by `dlsym` (see `Sources/COpenSSL/shim.h`). Commands that fetch
/// nothing over TLS never load OpenSSL; the file names come from the headers the code compiled
/// against (`OPENSSL_SHLIB_VERSION`: `libssl.so.3`, `libcrypto.so.3`), so they match its types.
enum OpenSSLLibrary {
    /// The process's OpenSSL, loaded once on first use, or why it cannot be.
    ///
    /// A `static let` initializer runs exactly once, whichever thread reads it first, so concurrent
    /// first `https://` requests load it once. The libraries then stay open for the process's life,
    /// deliberately: every TLS object points into them.
    static let process: Result<networking_openssl_functions, NetworkingError> = Result {
        () throws(NetworkingError) in
        try load(
            ssl: String(cString: networking_openssl_ssl_file()),
            crypto: String(cString: networking_openssl_crypto_file()))
    }

    /// The process's OpenSSL functions, loading the libraries on the first call.
    ///
    /// - Throws: `NetworkingError.transport` naming the library or function that could not be
    ///   loaded, with the dynamic loader's reason; every later call throws the same error.
    static func functions() throws(NetworkingError) -> networking_openssl_functions {
        try process.get()
    }

    /// Opens the libraries `crypto` and then `ssl` (file names as `dlopen` takes them) and resolves
    /// every function Networking calls; on success both stay open for the process's life.
    ///
    /// - Throws: `NetworkingError.transport` naming the file, or the function it lacks, with
    ///   `dlerror`'s text; nothing stays open then.
    static func load(ssl: String, crypto: String) throws(NetworkingError) -> networking_openssl_functions {
        let table = UnsafeMutablePointer<networking_openssl_functions>.allocate(capacity: 1)
        defer { table.deallocate() }
        var failure = networking_openssl_failure()
        guard networking_openssl_load(ssl, crypto, table, &failure) == 1 else {
            let reason = withUnsafeBytes(of: failure.reason) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            let file = failure.in_ssl_file == 1 ? ssl : crypto
            let what = failure.symbol.map { "\(file) has no function \(String(cString: $0))" } ?? "cannot open \(file)"
            throw NetworkingError.transport(
                message: "https:// needs the system's OpenSSL \(OPENSSL_VERSION_MAJOR) and \(what) (\(reason)); "
                    + "install it (Debian: apt-get install libssl3)")
        }
        return table.pointee
    }
}

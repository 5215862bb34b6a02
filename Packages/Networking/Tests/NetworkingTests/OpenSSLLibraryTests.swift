import COpenSSL
import Foundation
import Testing

@testable import Networking

/// OpenSSL is opened on the first `https://` request, not linked: a library that cannot be loaded, or
/// lacks a function, fails `https://` with a `.transport` error that names it, and never a crash;
/// `http://` never needs it.
@Suite(.tlsFixtureServer) final class OpenSSLLibraryTests {
    let server: FixtureServer

    init() throws {
        server = try #require(FixtureServer.current)
    }

    /// A file name no system has.
    private static let missingFile = "libssl-networking-tests-missing.so.3"

    /// The real libcrypto, named as the process loads it.
    private static var cryptoFile: String { String(cString: networking_openssl_crypto_file()) }

    @Test func theFileNames_comeFromTheHeadersTheCodeCompiledAgainst() {
        #expect(String(cString: networking_openssl_ssl_file()) == "libssl.so.\(OPENSSL_SHLIB_VERSION)")
        #expect(Self.cryptoFile == "libcrypto.so.\(OPENSSL_SHLIB_VERSION)")
    }

    @Test func aLibraryThatCannotBeOpened_isATransportErrorNamingItWithTheLoadersReason() {
        let result = Result { () throws(NetworkingError) in
            try OpenSSLLibrary.load(ssl: Self.missingFile, crypto: Self.cryptoFile)
        }
        guard case .failure(.transport(let message)) = result else {
            Issue.record("expected transport, got \(result)")
            return
        }
        #expect(message.contains("cannot open \(Self.missingFile)"), "\(message)")
        #expect(message.contains("cannot open shared object file"), "dlerror's text: \(message)")
        #expect(NetworkingError.transport(message: message).kind == .unavailable)
    }

    @Test func aLibraryWithoutAFunction_isATransportErrorNamingTheFunction() {
        // libc opens, but exports none of libcrypto's functions.
        let result = Result { () throws(NetworkingError) in
            try OpenSSLLibrary.load(ssl: String(cString: networking_openssl_ssl_file()), crypto: "libc.so.6")
        }
        guard case .failure(.transport(let message)) = result else {
            Issue.record("expected transport, got \(result)")
            return
        }
        #expect(message.contains("libc.so.6 has no function BIO_clear_flags"), "\(message)")
        #expect(message.contains("undefined symbol"), "dlerror's text: \(message)")
    }

    @Test func anHTTPSRequest_whoseOpenSSLCannotBeLoaded_failsWithThatError_everyTime() async throws {
        let loaded = Result { () throws(NetworkingError) in
            try OpenSSLLibrary.load(ssl: Self.missingFile, crypto: Self.cryptoFile)
        }
        let transport = HTTPTransport(extraTrustedCertificates: server.trustedCertificates, openssl: { loaded })
        for _ in 1...2 {
            let error = await networkingError {
                _ = try await transport.perform(
                    method: "GET", url: server.url("/json"), headers: [:], body: nil, limit: 1_000_000, timeout: 10)
            }
            guard case .transport(let message) = error else {
                Issue.record("expected transport, got \(String(describing: error))")
                return
            }
            #expect(message.contains("cannot open \(Self.missingFile)"), "\(message)")
        }
    }
}

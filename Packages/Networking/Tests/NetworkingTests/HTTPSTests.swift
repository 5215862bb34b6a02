import Foundation
import Testing

@testable import Networking

/// `https://` keeps every promise `http://` keeps: the same framing, size limit, deadline,
/// cancellation and redirect rule, over TLS with the peer's certificate checked.
///
/// The server's certificate comes from a CA made for this suite alone; only a configuration that
/// names it in `extraTrustedCertificates` trusts it.
@Suite(.tlsFixtureServer) final class HTTPSTests {
    let server: FixtureServer

    init() throws {
        server = try #require(FixtureServer.current)
    }

    private func facade(
        limit: Int = 1_000_000, timeout: TimeInterval = 10, total: TimeInterval? = nil, attempts: Int = 3,
        trusting: Bool = true
    ) -> NetworkingFacade {
        var configuration = fastConfiguration
        configuration.responseSizeLimit = limit
        configuration.timeout = timeout
        configuration.totalTimeout = total
        configuration.maxAttempts = attempts
        configuration.extraTrustedCertificates = trusting ? server.trustedCertificates : nil
        return NetworkingFacade(configuration: configuration)
    }

    @Test func get_readsStatusHeadersAndBodies_withLengthChunkedAndClose() async throws {
        let facade = facade()
        #expect(server.url("/json").scheme == "https")
        let document = try await facade.getJSON(server.url("/json"), as: FixtureDocument.self)
        #expect(document.name == "widget" && document.items.count == 2)
        let missing = try await facade.send(HTTPRequest(url: server.url("/status?code=404")))
        #expect(missing.status == 404)
        #expect(missing.header("content-type") == "text/plain")
        #expect(String(decoding: missing.body, as: UTF8.self) == "status 404")
        // Content-Length, then a body delimited by the end of the connection, then chunks with trailers.
        #expect(try await facade.data(from: server.url("/big?bytes=300000")).count == 300_000)
        #expect(try await facade.data(from: server.url("/big?bytes=300000&chunked=1")).count == 300_000)
        #expect(
            String(decoding: try await facade.data(from: server.url("/raw?case=trailers")), as: UTF8.self) == "hello")
        let echo = try await facade.getJSON(server.url("/echo?a=1"), as: EchoedRequest.self)
        #expect(echo.headers["host"] == "127.0.0.1:\(server.port)")
        #expect(echo.headers["accept-encoding"] == "identity")
        #expect(echo.query == ["a": "1"])
    }

    @Test func keepAlive_reusesTheTLSConnection() async throws {
        struct Peer: Decodable { let port: Int }
        let facade = facade()
        let first = try await facade.getJSON(server.url("/peer"), as: Peer.self)
        let second = try await facade.getJSON(server.url("/peer"), as: Peer.self)
        #expect(first.port == second.port, "the second request went over the first one's connection")
    }

    @Test func aCertificateFromAnUntrustedCA_isRefused() async throws {
        let error = await networkingError { _ = try await facade(trusting: false).data(from: server.url("/json")) }
        guard case .transport(let message) = error else {
            Issue.record("expected transport, got \(String(describing: error))")
            return
        }
        #expect(message.contains("certificate for 127.0.0.1 not trusted"), "\(message)")
    }

    @Test func anExtraCAFileThatCannotBeRead_isAClearError() async throws {
        var configuration = fastConfiguration
        configuration.extraTrustedCertificates = URL(fileURLWithPath: "/nonexistent/ca.pem")
        let error = await networkingError {
            _ = try await NetworkingFacade(configuration: configuration).data(from: server.url("/json"))
        }
        guard case .transport(let message) = error else {
            Issue.record("expected transport, got \(String(describing: error))")
            return
        }
        #expect(message.contains("cannot load the trusted certificates in /nonexistent/ca.pem"), "\(message)")
    }

    @Test(arguments: ["close", "chunked"])
    func endlessBody_stopsJustPastTheLimit(framing: String) async throws {
        let facade = facade()
        let start = ContinuousClock.now
        let error = await networkingError { _ = try await facade.data(from: server.url("/endless?framing=\(framing)")) }
        guard case .tooLarge(let limit, let actual) = error else {
            Issue.record("expected tooLarge, got \(String(describing: error))")
            return
        }
        #expect(limit == 1_000_000)
        #expect(
            actual > limit && actual <= limit + 65_536 + 16, "stopped at \(actual) bytes, within one read of the limit")
        #expect(seconds(since: start) < 10, "the 10 s attempt timeout was not what ended it")
        #expect(try await facade.data(from: server.url("/big?bytes=100")).count == 100, "the facade still works")
    }

    @Test func hugeDeclaredLength_failsBeforeReadingTheBody() async throws {
        let error = await networkingError { _ = try await facade().data(from: server.url("/endless?framing=length")) }
        #expect(error == .tooLarge(limit: 1_000_000, actual: 100_000_000_000))
    }

    @Test func aBodyDrippingOneByteChunksForEver_endsAtTheDeadline() async throws {
        let facade = facade(limit: 100_000_000, timeout: 30, total: 1.5)
        let start = ContinuousClock.now
        let error = await networkingError { _ = try await facade.data(from: server.url("/drip")) }
        #expect(error == .timeout(seconds: 1.5))
        #expect(seconds(since: start) < 10, "took \(seconds(since: start)) s")
    }

    @Test func cancellingWhileABodyDrips_endsTheRequestPromptly() async throws {
        let facade = facade(limit: 100_000_000, timeout: 30)
        let url = server.url("/drip")
        let task = Task { try await facade.data(from: url) }
        try await Task.sleep(for: .milliseconds(300))
        let cancelled = ContinuousClock.now
        task.cancel()
        let result = await task.result
        #expect(seconds(since: cancelled) < promptly, "the 30 s timeout was not what ended it")
        guard case .failure(let error as NetworkingError) = result else {
            Issue.record("expected a NetworkingError, got \(result)")
            return
        }
        #expect(error == .cancelled)
    }

    @Test func aGzipBomb_isNeverDecompressed() async throws {
        let response = try await facade(limit: 10 * 1024 * 1024).send(
            HTTPRequest(url: server.url("/gzip-bomb?mb=100")))
        #expect(response.status == 200)
        #expect(response.header("Content-Encoding") == "gzip")
        // 100 MB of zeros arrive as the ~100 KB the server sent, gzip magic first: nothing inflated them.
        #expect(response.body.count < 1_000_000, "\(response.body.count) bytes")
        #expect(response.body.prefix(2) == Data([0x1f, 0x8b]))
    }

    @Test func aRedirectToPlainHTTPOnAnotherPort_isRefused_likeOverHTTP() async throws {
        let plain = try await FixtureServer.start()
        defer { plain.stop() }
        let target = plain.url("/json").absoluteString
        for origin in [server, plain] {
            let error = await networkingError {
                _ = try await self.facade().data(from: origin.url("/redirect?to=\(target)"))
            }
            #expect(error == .redirectNotFollowed(code: 302, location: target), "from \(origin.scheme)")
            let message = error.map(String.init(describing:)) ?? ""
            #expect(message.contains("a redirect to \"\(target)\", which is not followed"), "\(message)")
        }
        // `send` still hands the redirect itself to a caller that wants to judge it.
        let response = try await facade().send(HTTPRequest(url: server.url("/redirect?to=\(target)&code=307")))
        #expect(response.status == 307 && response.header("Location") == target)
    }
}

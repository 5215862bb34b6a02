import Foundation
import Testing

@testable import Networking

/// Hostile servers: endless bodies under every framing, a huge declared length, silence.
///
/// The limit stops the transfer itself, not just the answer: the next request on the same facade
/// still works, and (measured in the app's end-to-end tests) memory stays near the limit.
@Suite(.fixtureServer) final class BoundedReadTests {
    let server: FixtureServer

    init() throws {
        server = try #require(FixtureServer.current)
    }

    private func facade(limit: Int = 1_000_000, timeout: TimeInterval = 10, total: TimeInterval? = nil)
        -> NetworkingFacade
    {
        var configuration = fastConfiguration
        configuration.responseSizeLimit = limit
        configuration.timeout = timeout
        configuration.totalTimeout = total
        return NetworkingFacade(configuration: configuration)
    }

    @Test(arguments: ["close", "chunked"])
    func endlessBody_stopsJustPastTheLimit(framing: String) async throws {
        let facade = facade()
        let error = await networkingError { _ = try await facade.data(from: server.url("/endless?framing=\(framing)")) }
        guard case .tooLarge(let limit, let actual) = error else {
            Issue.record("expected tooLarge, got \(String(describing: error))")
            return
        }
        #expect(limit == 1_000_000)
        #expect(
            actual > limit && actual <= limit + 65_536 + 16, "stopped at \(actual) bytes, within one read of the limit")
        let data = try await facade.data(from: server.url("/big?bytes=100"))
        #expect(data.count == 100, "the facade still works after an aborted transfer")
    }

    @Test func hugeDeclaredLength_failsBeforeReadingTheBody() async throws {
        let error = await networkingError { _ = try await facade().data(from: server.url("/endless?framing=length")) }
        #expect(error == .tooLarge(limit: 1_000_000, actual: 100_000_000_000))
    }

    @Test func silentServer_failsWithinTheTotalDeadline_retriesIncluded() async throws {
        let facade = facade(timeout: 30, total: 1.5)
        let start = ContinuousClock.now
        let error = await networkingError { _ = try await facade.data(from: server.url("/silent")) }
        let elapsed = ContinuousClock.now - start
        #expect(error == .timeout(seconds: 1.5))
        // The bound tells the total deadline from the 30 s per-attempt timeout, with room for a
        // loaded machine: a wall-clock bound near 1.5 s failed under the sanitizers.
        #expect(elapsed >= .seconds(1.4) && elapsed < .seconds(10), "took \(elapsed)")
    }

    @Test func silentServer_withoutTotalDeadline_failsPerAttempt() async throws {
        var configuration = fastConfiguration
        configuration.timeout = 0.3
        configuration.maxAttempts = 1
        let error = await networkingError {
            _ = try await NetworkingFacade(configuration: configuration).data(from: server.url("/silent"))
        }
        #expect(error == .timeout(seconds: 0.3))
    }

    @Test func aDeviceThatNeverEnds_isRefusedUnread() async throws {
        let error = await networkingError {
            _ = try await facade(limit: 4096).data(from: URL(fileURLWithPath: "/dev/zero"))
        }
        #expect(error == .notRegularFile(path: "/dev/zero"))
    }

    @Test func chunkedBody_withExtensionsAndTrailers_andAn100Continue_decode() async throws {
        let facade = facade()
        #expect(
            String(decoding: try await facade.data(from: server.url("/raw?case=trailers")), as: UTF8.self) == "hello")
        #expect(String(decoding: try await facade.data(from: server.url("/raw?case=continue")), as: UTF8.self) == "ok")
    }

    @Test(arguments: [
        ("badlength", "malformed Content-Length"), ("shortbody", "after 3 of 10 bytes"), ("nothttp", "not HTTP/1.x"),
        ("longheaders", "header line longer than"),
    ])
    func malformedAnswers_areTransportErrors(rawCase: String, message: String) async throws {
        var configuration = fastConfiguration
        configuration.maxAttempts = 1
        let error = await networkingError {
            _ = try await NetworkingFacade(configuration: configuration).data(from: server.url("/raw?case=\(rawCase)"))
        }
        guard case .transport(let text) = error else {
            Issue.record("\(rawCase): expected transport, got \(String(describing: error))")
            return
        }
        #expect(text.contains(message), "\(rawCase): \(text)")
    }

    @Test func requestHead_isWellFormed_andHeaderValuesCannotInjectLines() throws {
        let bytes = HTTPTransport.serialize(
            method: "GET", url: try #require(URL(string: "http://example.test:8080/a%20b/c?x=1&y=%2F")),
            host: "example.test",
            port: 8080, defaultPort: 80, headers: ["X-Note": "one\r\nInjected: yes", "Host": "evil"], body: nil)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("GET /a%20b/c?x=1&y=%2F HTTP/1.1\r\nHost: example.test:8080\r\n"))
        #expect(text.contains("X-Note: one  Injected: yes\r\n"))
        #expect(!text.contains("Host: evil"))
        #expect(text.hasSuffix("\r\n\r\n"))
    }
}

import Foundation
import Testing

@testable import Networking

/// Retries against the fixture server: which requests repeat, how often, and how long they wait.
@Suite(.fixtureServer) final class RetryTests {
    let server: FixtureServer
    let facade = NetworkingFacade(configuration: fastConfiguration)

    init() throws { server = try #require(FixtureServer.current) }

    struct Attempts: Decodable { let attempts: Int }

    @Test func getJSON_with500Then200_retriesUntilItSucceeds() async throws {
        let key = uniqueKey()
        let result = try await facade.getJSON(server.url("/flaky?key=\(key)&fail=2"), as: Attempts.self)
        #expect(result.attempts == 3)
        #expect(try await server.hits(key) == 3)
    }

    @Test func send_with500OnEveryAttempt_throwsHTTPStatusAfterMaxAttempts() async throws {
        let key = uniqueKey()
        let error = await networkingError {
            _ = try await facade.send(HTTPRequest(url: server.url("/flaky?key=\(key)&fail=10")))
        }
        #expect(error == .httpStatus(code: 500, bodyExcerpt: "flaky failure 3"))
        #expect(try await server.hits(key) == 3)
    }

    @Test func send_withMaxAttemptsOne_neverRetries() async throws {
        var configuration = fastConfiguration
        configuration.maxAttempts = 1
        let key = uniqueKey()
        let error = await networkingError {
            _ = try await NetworkingFacade(configuration: configuration)
                .send(HTTPRequest(url: server.url("/status?code=503&key=\(key)")))
        }
        #expect(error == .httpStatus(code: 503, bodyExcerpt: "status 503"))
        #expect(try await server.hits(key) == 1)
    }

    @Test func send_with429AndRetryAfter_waitsThatLongThenSucceeds() async throws {
        let key = uniqueKey()
        let start = ContinuousClock.now
        let result = try await facade.getJSON(server.url("/ratelimit?key=\(key)&after=1"), as: Attempts.self)
        let elapsed = seconds(since: start)
        #expect(result.attempts == 2)
        #expect(elapsed >= 1.0, "Retry-After: 1 must be honoured, waited \(elapsed) s")
        // Far below the next case's 30 s, with room for a loaded machine (2.5 s failed once under load).
        #expect(elapsed < 10, "waited \(elapsed) s")
    }

    @Test func send_withRetryAfterAboveMaxBackoff_waitsOnlyMaxBackoff() async throws {
        var configuration = fastConfiguration
        configuration.maxBackoff = 0.2
        let key = uniqueKey()
        let start = ContinuousClock.now
        let result = try await NetworkingFacade(configuration: configuration)
            .getJSON(server.url("/ratelimit?key=\(key)&after=30"), as: Attempts.self)
        #expect(result.attempts == 2)
        // Retry-After asked for 30 s; capped at 0.2 s. The bound leaves room for a loaded machine.
        #expect(seconds(since: start) < 10)
    }

    @Test func send_postWith500_isNotRetriedAndReturnsTheResponse() async throws {
        let key = uniqueKey()
        let response = try await facade.send(HTTPRequest(method: .post, url: server.url("/flaky?key=\(key)&fail=1")))
        #expect(response.status == 500)
        #expect(try await server.hits(key) == 1)
    }

    @Test func send_patchWith429_isNotRetried() async throws {
        let key = uniqueKey()
        let response = try await facade.send(HTTPRequest(method: .patch, url: server.url("/ratelimit?key=\(key)")))
        #expect(response.status == 429)
        #expect(try await server.hits(key) == 1)
    }

    @Test func send_postMarkedIdempotent_isRetried() async throws {
        let key = uniqueKey()
        let response = try await facade.send(
            HTTPRequest(method: .post, url: server.url("/flaky?key=\(key)&fail=2"), isIdempotent: true))
        #expect(response.status == 200)
        #expect(try await server.hits(key) == 3)
    }

    @Test func send_getMarkedNotIdempotent_isNotRetried() async throws {
        let key = uniqueKey()
        let response = try await facade.send(
            HTTPRequest(url: server.url("/flaky?key=\(key)&fail=1"), isIdempotent: false))
        #expect(response.status == 500)
        #expect(try await server.hits(key) == 1)
    }

    @Test func send_putAndDelete_areRetried() async throws {
        for method in [HTTPMethod.put, .delete] {
            let key = uniqueKey()
            let response = try await facade.send(
                HTTPRequest(method: method, url: server.url("/flaky?key=\(key)&fail=1")))
            #expect(response.status == 200)
            #expect(try await server.hits(key) == 2)
        }
    }

    @Test func send_with4xxOtherThan429_isNotRetried() async throws {
        let key = uniqueKey()
        let response = try await facade.send(HTTPRequest(url: server.url("/status?code=400&key=\(key)")))
        #expect(response.status == 400)
        #expect(try await server.hits(key) == 1)
    }

    // The timeout leaves room for a loaded machine to get each attempt to the server in time.
    @Test func send_withTimeoutOnEveryAttempt_retriesThenThrowsTimeout() async throws {
        var configuration = fastConfiguration
        configuration.maxAttempts = 2
        let key = uniqueKey()
        let error = await networkingError {
            _ = try await NetworkingFacade(configuration: configuration)
                .send(HTTPRequest(url: server.url("/slow-headers?ms=3000&key=\(key)"), timeout: 0.6))
        }
        #expect(error == .timeout(seconds: 0.6))
        #expect(try await server.hits(key) == 2)
    }
}

import Foundation
import Testing

@testable import Networking

/// The response size limit, whether the server declares the length or not, and for files.
@Suite(.fixtureServer) final class SizeLimitTests {
    let server: FixtureServer
    let facade: NetworkingFacade

    init() throws {
        server = try #require(FixtureServer.current)
        var configuration = fastConfiguration
        configuration.responseSizeLimit = 50_000
        facade = NetworkingFacade(configuration: configuration)
    }

    @Test func dataFrom_withDeclaredLengthOverLimit_throwsTooLargeWithThatLength() async throws {
        let error = await networkingError { _ = try await facade.data(from: server.url("/big?bytes=80000")) }
        #expect(error == .tooLarge(limit: 50_000, actual: 80_000))
        #expect(error?.code == "tooLarge")
    }

    @Test func dataFrom_withUndeclaredLengthOverLimit_stopsOnceTheLimitIsPassed() async throws {
        let error = await networkingError {
            _ = try await facade.data(from: server.url("/big?bytes=5000000&chunked=1"))
        }
        guard case .tooLarge(let limit, let actual) = error else {
            Issue.record("expected tooLarge, got \(String(describing: error))")
            return
        }
        #expect(limit == 50_000)
        #expect(actual > 50_000 && actual < 5_000_000, "stopped after \(actual) bytes")
    }

    @Test func dataFrom_withBodyExactlyAtLimit_succeeds() async throws {
        let data = try await facade.data(from: server.url("/big?bytes=50000"))
        #expect(data.count == 50_000)
    }

    @Test func dataFrom_withUndeclaredLengthWithinLimit_succeeds() async throws {
        let data = try await facade.data(from: server.url("/big?bytes=20000&chunked=1"))
        #expect(data.count == 20_000)
    }

    @Test func send_withSmallerPerRequestLimit_usesIt() async throws {
        let error = await networkingError {
            _ = try await facade.send(HTTPRequest(url: server.url("/big?bytes=2000"), responseSizeLimit: 1000))
        }
        #expect(error == .tooLarge(limit: 1000, actual: 2000))
    }

    @Test func send_withLargerPerRequestLimit_stillUsesTheConfiguredOne() async throws {
        let error = await networkingError {
            _ = try await facade.send(HTTPRequest(url: server.url("/big?bytes=60000"), responseSizeLimit: 1_000_000))
        }
        #expect(error == .tooLarge(limit: 50_000, actual: 60_000))
    }

    @Test func tooLarge_isNotRetried() async throws {
        let key = uniqueKey()
        _ = await networkingError { _ = try await facade.data(from: server.url("/big?bytes=60000&key=\(key)")) }
        #expect(try await server.hits(key) == 1)
    }

    @Test func connection_afterAnAbortedTransfer_stillServesTheNextRequest() async throws {
        _ = await networkingError { _ = try await facade.data(from: server.url("/big?bytes=80000")) }
        let data = try await facade.data(from: server.url("/big?bytes=100"))
        #expect(data.count == 100)
    }
}

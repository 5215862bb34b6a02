import Foundation
import Testing

@testable import Networking

/// Small timeouts and backoffs so the whole suite stays fast.
let fastConfiguration = NetworkingConfiguration(
    timeout: 3, maxAttempts: 3, baseBackoff: 0.01, maxBackoff: 1.5, responseSizeLimit: 1024 * 1024,
    userAgent: "networking-tests/1")

/// Runs `operation` and returns the `NetworkingError` it threw; records an issue for anything else.
func networkingError(
    sourceLocation: SourceLocation = #_sourceLocation, _ operation: () async throws -> Void
) async -> NetworkingError? {
    do {
        try await operation()
        Issue.record("expected a NetworkingError, but the call succeeded", sourceLocation: sourceLocation)
    } catch let error as NetworkingError {
        return error
    } catch {
        Issue.record("expected a NetworkingError, got \(type(of: error)): \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// A key no other test uses, for the server's per-key counters.
func uniqueKey(_ prefix: String = "k") -> String { "\(prefix)-\(UUID().uuidString)" }

/// The wall-clock bound for "ends promptly", in seconds. Tests that use it make the alternative (a
/// server's delay, a timeout, a backoff) 10 s or more, so the bound tells the two apart on a loaded
/// machine and under the sanitizers, where a prompt end has taken over a second.
let promptly = 3.0

/// Seconds elapsed since `start`.
func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

extension FixtureServer {
    /// How many times the server's counted routes saw `key`.
    func hits(_ key: String) async throws -> Int {
        struct Hits: Decodable { let hits: Int }
        return try await NetworkingFacade(configuration: fastConfiguration)
            .getJSON(url("/hits?key=\(key)"), as: Hits.self).hits
    }
}

/// The fixture's `/json` document.
struct FixtureDocument: Decodable, Equatable {
    struct Item: Decodable, Equatable {
        let sku: String
        let qty: Int
    }
    let name: String
    let priceCents: Int
    let tags: [String]
    let items: [Item]
}

/// What the fixture's `/echo` route saw.
struct EchoedRequest: Decodable {
    let method: String
    let path: String
    let query: [String: String]
    let headers: [String: String]
    let body: String
}

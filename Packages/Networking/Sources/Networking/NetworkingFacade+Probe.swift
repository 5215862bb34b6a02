import Foundation
import NetworkingMediator

extension NetworkingFacade {
    /// GETs `url` once, never retried, and reports its status, latency and size: any status is a result.
    ///
    /// - Throws: `NetworkingError` when no answer arrives (transport, timeout, size limit, missing file, ...).
    public func probe(_ url: URL) async throws -> ProbeResult {
        let response = try await send(HTTPRequest(url: url, isIdempotent: false))
        let (seconds, attoseconds) = response.duration.components
        return ProbeResult(
            status: response.status, latencyMs: Double(seconds) * 1000 + Double(attoseconds) / 1e15,
            sizeBytes: response.body.count)
    }
}

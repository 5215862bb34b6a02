import Foundation
import Mediator

extension Mediator {
    /// Typed calls to the Networking component.
    public var networking: NetworkingCalls { NetworkingCalls(mediator: self) }
}

/// Typed calls to Networking: the only caller-side place that spells its target and action names.
///
/// Both calls are local only (Networking refuses them from the remote entry). Networking's own
/// failures arrive as `NetworkingCallError`; other mediator failures as `MediatorError`.
public struct NetworkingCalls: Sendable {
    let mediator: Mediator

    /// GETs `url` once (never retried) and reports its status, latency and size; any status is a result.
    public func probe(url: URL) async throws -> ProbeResult {
        let result = try await call {
            try await mediator.perform(
                target: "Networking", action: "probe", params: ["url": .string(url.absoluteString)])
        }
        return try ProbeResult(decoding: result)
    }

    /// GETs `url` and returns its JSON document (at most 256 KiB); a non-2xx status fails with `.httpStatus`.
    public func fetchJSON(url: URL) async throws -> MediatorValue {
        try await call {
            try await mediator.perform(
                target: "Networking", action: "fetchJSON", params: ["url": .string(url.absoluteString)])
        }
    }

    private func call(_ body: () async throws -> MediatorValue) async throws -> MediatorValue {
        do {
            return try await body()
        } catch {
            throw NetworkingCallError.mapping(error)
        }
    }
}

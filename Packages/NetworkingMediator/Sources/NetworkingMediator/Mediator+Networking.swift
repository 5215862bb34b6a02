import Foundation
import Mediator

extension Mediator {
    /// Typed calls to the Networking component.
    public var networking: NetworkingCalls { NetworkingCalls(mediator: self) }
}

/// Typed calls to Networking: the only caller-side place that spells its target and action names.
///
/// Both calls are local only (Networking refuses them from the remote entry). Networking's own
/// failures arrive as `NetworkingFailure`; other mediator failures as `MediatorError`.
public struct NetworkingCalls: Sendable {
    let networking: ComponentClient<NetworkingErrorCode>

    init(mediator: Mediator) {
        networking = ComponentClient(mediator, target: "Networking")
    }

    /// GETs `url` once (never retried) and reports its status, latency and size; any status is a result.
    public func probe(url: URL) async throws -> ProbeResult {
        try await networking.call(action: "probe", ["url": .string(url.absoluteString)])
    }

    /// GETs `url` and returns its JSON document (at most 256 KiB); a non-2xx status fails with `.httpStatus`.
    public func fetchJSON(url: URL) async throws -> MediatorValue {
        try await networking.call(action: "fetchJSON", ["url": .string(url.absoluteString)])
    }
}

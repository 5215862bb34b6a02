import Mediator

/// What `mediator.networking.probe(url:)` found.
public struct ProbeResult: Sendable, Equatable {
    /// The HTTP status of the answer (200 for a readable file).
    public let status: Int
    /// Milliseconds from sending the request to the last body byte.
    public let latencyMs: Double
    /// Bytes in the body.
    public let sizeBytes: Int

    /// Creates a result (for tests and fakes).
    public init(status: Int, latencyMs: Double, sizeBytes: Int) {
        self.status = status
        self.latencyMs = latencyMs
        self.sizeBytes = sizeBytes
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// Reads a probe result; `latencyMs` may arrive as an integer.
    ///
    /// - Throws: `NetworkingCallError.malformedResult` naming the field that does not fit.
    public init(decoding value: MediatorValue) throws {
        guard value.objectValue != nil else {
            throw NetworkingCallError.malformedResult("probe result should be an object, got \(value.kindName)")
        }
        func field(_ key: String, _ expected: String) -> NetworkingCallError {
            .malformedResult("probe result field '\(key)' should be \(expected), got \(value[key]?.kindName ?? "nothing")")
        }
        guard case .int(let status)? = value["status"] else { throw field("status", "Int") }
        guard case .int(let size)? = value["sizeBytes"], size >= 0 else { throw field("sizeBytes", "a non-negative Int") }
        let latency: Double
        switch value["latencyMs"] {
        case .double(let number)?: latency = number
        case .int(let number)?: latency = Double(number)
        default: throw field("latencyMs", "Double")
        }
        guard latency.isFinite, latency >= 0 else { throw field("latencyMs", "a non-negative number") }
        self.init(status: status, latencyMs: latency, sizeBytes: size)
    }
}

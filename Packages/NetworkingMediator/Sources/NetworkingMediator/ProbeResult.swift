/// What one GET of a URL found (Networking's `probe`): any status is a result, not a failure.
public struct ProbeResult: Sendable, Equatable, Codable {
    /// The HTTP status of the answer (200 for a readable file).
    public let status: Int
    /// Milliseconds from sending the request to the last body byte.
    public let latencyMs: Double
    /// Bytes in the body.
    public let sizeBytes: Int

    /// Creates a result.
    public init(status: Int, latencyMs: Double, sizeBytes: Int) {
        self.status = status
        self.latencyMs = latencyMs
        self.sizeBytes = sizeBytes
    }

    /// Whether the answer was a success (status 200 to 299).
    public var isSuccess: Bool { (200..<300).contains(status) }
}

/// What Tracking's `nativeFlush` answers: how many buffered records it wrote.
public struct TrackingFlush: Sendable, Equatable, Codable {
    /// Records written by this flush (0 when the buffer was empty).
    public let written: Int

    /// Creates the answer.
    public init(written: Int) {
        self.written = written
    }
}

/// SampleBox's answer to `ping` and `note`.
public struct SampleBoxPing: Sendable, Equatable, Codable {
    /// The message, trimmed.
    public let message: String
    /// How many notes SampleBox keeps (at most 100).
    public let notes: Int

    /// Creates an answer.
    public init(message: String, notes: Int) {
        self.message = message
        self.notes = notes
    }
}

/// What Tracking's `export` answers without a `path`: the JSON Lines text itself.
public struct TrackingExportText: Sendable, Equatable, Codable {
    /// One JSON object per line, each line ending in `\n` (empty for no rows).
    public let text: String
    /// How many lines the text holds.
    public let lines: Int

    /// Creates the answer; the line count is that of `text`.
    public init(text: String) {
        self.text = text
        self.lines = text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}

/// What Tracking's `export` answers when given a `path`: the file written and its line count.
public struct TrackingExportFile: Sendable, Equatable, Codable {
    /// The file written (replaced atomically, mode `0600`).
    public let path: String
    /// How many rows it holds, one JSON object per line.
    public let lines: Int

    /// Creates the answer.
    public init(path: String, lines: Int) {
        self.path = path
        self.lines = lines
    }
}

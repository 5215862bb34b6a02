/// A `target:`/`action:` pair written in an extension package's source.
public struct ActionUsage: Equatable, Sendable {
    /// The closest preceding `target:` string literal in the same file, or nil if there is none.
    public var target: String?
    /// The `action:` string literal.
    public var action: String
    /// The repo-relative path of the file.
    public var path: String
    /// The 1-based line of the `action:` label.
    public var line: Int
    /// The 1-based line of the paired `target:` label (or of the action when there is none).
    public var targetLine: Int

    /// Creates an action usage.
    public init(target: String?, action: String, path: String, line: Int, targetLine: Int) {
        self.target = target
        self.action = action
        self.path = path
        self.line = line
        self.targetLine = targetLine
    }
}

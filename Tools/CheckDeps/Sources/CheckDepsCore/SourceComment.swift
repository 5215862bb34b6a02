/// A comment found by the lexer (`//` or `/* */`), with the line it starts on.
public struct SourceComment: Equatable, Sendable {
    /// The comment text without its `//`, `/*` or `*/` markers.
    public var text: String
    /// The 1-based line the comment starts on.
    public var line: Int

    /// Creates a comment.
    public init(text: String, line: Int) {
        self.text = text
        self.line = line
    }
}

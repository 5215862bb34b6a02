/// The result of lexing one Swift file: its tokens and its comments, in source order.
public struct LexedSource: Sendable {
    /// Tokens outside comments; string interpolations are folded into their string token.
    public var tokens: [Token]
    /// Every comment, in source order.
    public var comments: [SourceComment]

    /// Creates a lexed source.
    public init(tokens: [Token], comments: [SourceComment]) {
        self.tokens = tokens
        self.comments = comments
    }
}

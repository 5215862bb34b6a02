/// One lexical token of Swift source, with the 1-based line it starts on.
public struct Token: Equatable, Sendable {
    /// The lexical category of a token.
    public enum Kind: Equatable, Sendable {
        /// An identifier or keyword (backticks removed).
        case identifier
        /// A string literal; `text` is its value with simple escapes decoded.
        case string
        /// A numeric literal.
        case number
        /// An attribute such as `@testable`; `text` is the name without `@`.
        case attribute
        /// A pound keyword or directive such as `#if`; `text` is the name without `#`.
        case pound
        /// Any other single character (`.`, `(`, `:`, operators, ...).
        case punctuation
    }

    /// The token's category.
    public var kind: Kind
    /// The token's text (see `Kind` for what it holds per kind).
    public var text: String
    /// The 1-based line the token starts on.
    public var line: Int
    /// For string literals: whether the literal contains an interpolation `\(...)`.
    public var hasInterpolation: Bool
    /// Where the token is in the source, as UTF-8 offsets (a string's quotes and `#`s included), so a
    /// tool can edit the text at a token; empty for a token that was not lexed from a source.
    public var utf8Range: Range<Int>

    /// Creates a token.
    public init(kind: Kind, text: String, line: Int, hasInterpolation: Bool = false, utf8Range: Range<Int> = 0..<0) {
        self.kind = kind
        self.text = text
        self.line = line
        self.hasInterpolation = hasInterpolation
        self.utf8Range = utf8Range
    }

    /// Whether this is the identifier `name`.
    public func isIdentifier(_ name: String) -> Bool {
        kind == .identifier && text == name
    }

    /// Whether this is the punctuation character `character`.
    public func isPunctuation(_ character: String) -> Bool {
        kind == .punctuation && text == character
    }
}

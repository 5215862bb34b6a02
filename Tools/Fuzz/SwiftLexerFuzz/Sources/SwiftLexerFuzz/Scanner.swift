import CheckDepsCore

/// What the properties drive: a lexer and an import scanner. `real` is check-deps' own; the planted
/// bugs are stand-ins that wrap it with one guard removed.
struct Scanner: Sendable {
    let lex: @Sendable (String) -> LexedSource
    let imports: @Sendable (LexedSource) -> [ImportDeclaration]

    static let real = Scanner(lex: SwiftLexer.lex, imports: ImportScanner.imports(in:))

    /// A planted bug: a raw string (`#"`) is never closed, so no token after its line is seen.
    static let rawStringSwallowsRest = Scanner(
        lex: { text in
            var lexed = SwiftLexer.lex(text)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if let index = lines.firstIndex(where: { $0.contains("#\"") }) {
                lexed.tokens.removeAll { $0.line > index + 1 }
            }
            return lexed
        }, imports: ImportScanner.imports(in:))

    /// A planted bug: the words inside string literals are lexed as code too (as if every string
    /// were an interpolation), each an identifier on the string's line.
    static let stringWordsLeak = Scanner(
        lex: { text in
            var lexed = SwiftLexer.lex(text)
            lexed.tokens = lexed.tokens.flatMap { token -> [Token] in
                guard token.kind == .string else { return [token] }
                let words = token.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                return [token] + words.map { Token(kind: .identifier, text: String($0), line: token.line) }
            }
            return lexed
        }, imports: ImportScanner.imports(in:))
}

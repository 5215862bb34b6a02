import CheckDepsCore
import FuzzSupport

/// The properties of the lexer and the import scanner.
enum LexerProperties {
    /// What a decoy says after `import`: never an identifier of the lexed source.
    static let decoyWords: Set<String> = ["Evil", "Evil2", "Nested"]

    /// Any text: lexing and scanning finish, and every line they report lies within the text.
    static func checkAnyText(_ text: String, _ scanner: Scanner) {
        let lexed = scanner.lex(text)
        let imports = scanner.imports(lexed)
        let lastLine = text.utf8.filter { $0 == 0x0A }.count + 1
        var previous = 1
        for token in lexed.tokens {
            Property.check(token.line >= previous && token.line <= lastLine, "token \(token) out of line order")
            previous = token.line
        }
        for comment in lexed.comments {
            Property.check((1...lastLine).contains(comment.line), "comment on line \(comment.line) of \(lastLine)")
        }
        for declaration in imports {
            Property.check(
                (1...lastLine).contains(declaration.line), "import on line \(declaration.line) of \(lastLine)")
            Property.check(
                declaration.path.first == declaration.module && !declaration.module.isEmpty,
                "import with module '\(declaration.module)' and path \(declaration.path)")
        }
    }

    /// Made source: the scanner finds exactly the real imports, never one inside a comment or a
    /// string, and the lexer sees every comment.
    static func checkMade(_ made: SourceMaker, _ scanner: Scanner) {
        checkAnyText(made.text, scanner)
        let lexed = scanner.lex(made.text)
        let found = scanner.imports(lexed).map {
            SourceMaker.Expected(
                path: $0.path, kind: $0.kind, attributes: $0.attributes, accessLevel: $0.accessLevel, line: $0.line,
                isConditional: $0.isConditional)
        }
        Property.check(
            found == made.expected,
            "imports found \(found) but the source declares \(made.expected) in:\n\(made.text)")
        Property.check(
            lexed.comments.count == made.commentCount,
            "\(lexed.comments.count) comments found, \(made.commentCount) written in:\n\(made.text)")
        for token in lexed.tokens where token.kind == .identifier && decoyWords.contains(token.text) {
            Property.fail("an identifier '\(token.text)' escaped a decoy on line \(token.line):\n\(made.text)")
        }
    }
}

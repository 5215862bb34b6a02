import CheckDepsCore
import FuzzSupport

/// The properties of the lexer and the import scanner.
enum LexerProperties {
    /// Any text: lexing and scanning finish, and every line they report lies within the text.
    static func checkAnyText(_ text: String) {
        let lexed = SwiftLexer.lex(text)
        let imports = ImportScanner.imports(in: lexed)
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
    static func checkMade(_ made: SourceMaker) {
        checkAnyText(made.text)
        let lexed = SwiftLexer.lex(made.text)
        let found = ImportScanner.imports(in: lexed).map {
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
        for token in lexed.tokens where token.kind == .identifier {
            Property.check(
                token.text != "Evil" || token.line == 0, "an identifier 'Evil' escaped a decoy:\n\(made.text)")
        }
    }
}

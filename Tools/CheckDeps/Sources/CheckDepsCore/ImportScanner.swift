/// Finds `import` declarations in a token stream.
public enum ImportScanner {
    private static let importKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func", "actor", "macro",
    ]
    private static let accessLevels: Set<String> = [
        "public", "package", "internal", "private", "fileprivate", "open",
    ]

    /// Returns every import declaration in `source`, in order.
    public static func imports(in source: LexedSource) -> [ImportDeclaration] {
        let tokens = source.tokens
        var result: [ImportDeclaration] = []
        var conditionalDepth = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .pound {
                if token.text == "if" {
                    conditionalDepth += 1
                } else if token.text == "endif" {
                    conditionalDepth = max(0, conditionalDepth - 1)
                }
                continue
            }
            guard token.isIdentifier("import"), isDeclarationStart(tokens, index) else { continue }
            guard var next = tokens.indices.contains(index + 1) ? index + 1 : nil, isName(tokens[next]) else {
                continue
            }
            var kind: String?
            if importKinds.contains(tokens[next].text), tokens.indices.contains(next + 1), isName(tokens[next + 1]) {
                kind = tokens[next].text
                next += 1
            }
            var path = [tokens[next].text]
            var cursor = next
            while cursor + 2 < tokens.count, tokens[cursor + 1].isPunctuation("."), isName(tokens[cursor + 2]),
                tokens[cursor + 2].line == tokens[cursor].line
            {
                path.append(tokens[cursor + 2].text)
                cursor += 2
            }
            let (attributes, accessLevel) = prefixModifiers(tokens, before: index)
            result.append(
                ImportDeclaration(
                    module: path[0], path: path, kind: kind, attributes: attributes, accessLevel: accessLevel,
                    line: token.line, isConditional: conditionalDepth > 0))
        }
        return result
    }

    /// Whether `token` can name a module: an identifier, and not the empty one that `` `` `` lexes to
    /// (found by Tools/fuzz SwiftLexer: `import `` X` reported a module named "").
    private static func isName(_ token: Token) -> Bool {
        token.kind == .identifier && !token.text.isEmpty
    }

    /// Whether the `import` at `index` starts a declaration rather than being a member or label.
    private static func isDeclarationStart(_ tokens: [Token], _ index: Int) -> Bool {
        if tokens.indices.contains(index + 1), tokens[index + 1].isPunctuation(":") {
            return false
        }
        guard index > 0 else { return true }
        let previous = tokens[index - 1]
        if previous.isPunctuation(".") { return false }
        if previous.line < tokens[index].line { return true }
        switch previous.kind {
        case .attribute: return true
        case .identifier: return accessLevels.contains(previous.text)
        case .punctuation: return [";", ")", "{", "}"].contains(previous.text)
        default: return false
        }
    }

    /// Reads attributes and an access level written before the `import` keyword.
    private static func prefixModifiers(_ tokens: [Token], before index: Int) -> ([String], String?) {
        var attributes: [String] = []
        var accessLevel: String?
        var cursor = index - 1
        while cursor >= 0 {
            let token = tokens[cursor]
            if token.kind == .identifier, accessLevels.contains(token.text), accessLevel == nil {
                accessLevel = token.text
                cursor -= 1
            } else if token.kind == .attribute {
                attributes.insert(token.text, at: 0)
                cursor -= 1
            } else if token.isPunctuation(")"), let open = matchingOpenParen(tokens, close: cursor), open > 0,
                tokens[open - 1].kind == .attribute
            {
                attributes.insert(tokens[open - 1].text, at: 0)
                cursor = open - 2
            } else {
                break
            }
        }
        return (attributes, accessLevel)
    }

    private static func matchingOpenParen(_ tokens: [Token], close: Int) -> Int? {
        var depth = 0
        var cursor = close
        while cursor >= 0 {
            if tokens[cursor].isPunctuation(")") {
                depth += 1
            } else if tokens[cursor].isPunctuation("(") {
                depth -= 1
                if depth == 0 { return cursor }
            }
            cursor -= 1
        }
        return nil
    }
}

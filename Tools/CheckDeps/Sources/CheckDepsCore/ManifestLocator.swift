/// Finds the line of a declaration in a `Package.swift` by lexing it (never by regex).
public struct ManifestLocator: Sendable {
    private static let targetFactories: Set<String> = [
        "target", "executableTarget", "testTarget", "systemLibrary", "binaryTarget", "plugin", "macro",
    ]

    /// The lexed manifest (also used for suppression comments).
    public let lexed: LexedSource
    private var targetStarts: [String: Int] = [:]
    private var orderedStarts: [Int] = []

    /// Lexes a manifest's text and indexes its target declarations.
    ///
    /// A target declaration is a `.target(name: "X"` (or another target factory) call that is not
    /// inside another factory call's arguments, where `.target(name:)` is a dependency. Declarations
    /// may sit at any depth: in `Package(targets:)`, in a `let` array, in a `map` closure.
    public init(source: String) {
        lexed = SwiftLexer.lex(source)
        let tokens = lexed.tokens
        var depth = 0
        var openFactories: [Int] = []  // the depth inside each enclosing factory call's parentheses
        for index in tokens.indices {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") {
                depth += 1
            } else if token.isPunctuation(")") || token.isPunctuation("]") {
                depth -= 1
                while let innermost = openFactories.last, depth < innermost { openFactories.removeLast() }
            }
            guard index + 2 < tokens.count, token.isPunctuation("."), tokens[index + 1].kind == .identifier,
                Self.targetFactories.contains(tokens[index + 1].text), tokens[index + 2].isPunctuation("(")
            else { continue }
            let isDeclaration = openFactories.isEmpty
            openFactories.append(depth + 1)
            guard isDeclaration, index + 5 < tokens.count, tokens[index + 3].isIdentifier("name"),
                tokens[index + 4].isPunctuation(":"), tokens[index + 5].kind == .string,
                targetStarts[tokens[index + 5].text] == nil
            else { continue }
            targetStarts[tokens[index + 5].text] = index
            orderedStarts.append(index)
        }
        orderedStarts.sort()
    }

    /// The line declaring `dependency` inside target `target`'s declaration (falls back to any
    /// occurrence of the string, then to the target's line, then to line 1).
    public func line(ofDependency dependency: String, inTarget target: String) -> Int {
        let tokens = lexed.tokens
        if let start = targetStarts[target] {
            let end = orderedStarts.first(where: { $0 > start }) ?? tokens.count
            // Skip the target's own `name:` literal, which may equal the dependency's name.
            for index in (start + 6)..<max(start + 6, end)
            where tokens[index].kind == .string && tokens[index].text == dependency {
                return tokens[index].line
            }
        }
        if let token = tokens.first(where: { $0.kind == .string && $0.text == dependency }) {
            return token.line
        }
        return line(ofTarget: target)
    }

    /// The line of target `target`'s declaration, or 1.
    public func line(ofTarget target: String) -> Int {
        guard let start = targetStarts[target] else { return 1 }
        return lexed.tokens[start].line
    }

    /// The line declaring a target declared again (`MirroredTarget`): its `.target(name: "X"` call,
    /// else, for a table the manifest maps into targets, the first string literal equal to the name
    /// that opens a tuple or call (`("Goods", …`); else 1.
    public func line(ofMirror target: String) -> Int {
        if let start = targetStarts[target] { return lexed.tokens[start].line }
        let tokens = lexed.tokens
        for index in tokens.indices.dropFirst()
        where tokens[index].kind == .string && tokens[index].text == target && tokens[index - 1].isPunctuation("(") {
            return tokens[index].line
        }
        return 1
    }
}

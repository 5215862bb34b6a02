/// A nominal type declaration that names a protocol in its own inheritance clause
/// (`public final class Target_Goods: MediatorTarget {`), found by `TypeConformance.declarations`.
public struct TypeConformance: Equatable, Sendable {
    /// The declared type's name.
    public var name: String
    /// The line of the name.
    public var line: Int

    private static let nominalKeywords: Set<String> = ["struct", "class", "enum", "actor"]

    /// Every `struct`/`class`/`enum`/`actor` declaration whose inheritance clause (between its name
    /// and its `{` or `where`) names `protocolName`, plainly or qualified (`Mediator.MediatorTarget`).
    /// Extensions and conformances added elsewhere are not declarations of a type, so they are not listed.
    public static func declarations(conformingTo protocolName: String, in source: LexedSource) -> [TypeConformance] {
        let tokens = source.tokens
        var result: [TypeConformance] = []
        var index = 1
        while index < tokens.count {
            defer { index += 1 }
            let name = tokens[index]
            guard name.kind == .identifier, tokens[index - 1].kind == .identifier,
                nominalKeywords.contains(tokens[index - 1].text), !(index >= 2 && tokens[index - 2].isPunctuation("."))
            else { continue }
            var cursor = index + 1
            if cursor < tokens.count, tokens[cursor].isPunctuation("<") {
                var depth = 0
                while cursor < tokens.count {
                    if tokens[cursor].isPunctuation("<") { depth += 1 }
                    if tokens[cursor].isPunctuation(">") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    cursor += 1
                }
                cursor += 1
            }
            guard cursor < tokens.count, tokens[cursor].isPunctuation(":") else { continue }
            cursor += 1
            while cursor < tokens.count, !tokens[cursor].isPunctuation("{"), !tokens[cursor].isIdentifier("where") {
                if tokens[cursor].isIdentifier(protocolName) {
                    result.append(TypeConformance(name: name.text, line: name.line))
                    break
                }
                cursor += 1
            }
        }
        return result
    }
}

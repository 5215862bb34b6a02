/// Reads the Target-Action conventions from token streams (see the README's "Source conventions").
public enum ActionScanner {
    private static let declarationCalls: [String: Bool] = [
        "local": false, "localAsync": false, "remote": true, "remoteAsync": true,
    ]

    /// Finds `.local("x")`, `.remote("x")`, `.localAsync("x")` and `.remoteAsync("x")` declarations.
    public static func declarations(in source: LexedSource, path: String) -> [ActionDeclaration] {
        let tokens = source.tokens
        var result: [ActionDeclaration] = []
        var index = 0
        while index + 3 < tokens.count {
            defer { index += 1 }
            guard tokens[index].isPunctuation("."), tokens[index + 1].kind == .identifier,
                let isRemote = declarationCalls[tokens[index + 1].text], tokens[index + 2].isPunctuation("("),
                tokens[index + 3].kind == .string, !tokens[index + 3].hasInterpolation
            else { continue }
            result.append(
                ActionDeclaration(
                    name: tokens[index + 3].text, isRemote: isRemote, path: path, line: tokens[index + 3].line))
        }
        return result
    }

    /// Whether any token declares the type `typeName` (`class`, `struct`, `enum` or `actor`).
    public static func declaresType(_ typeName: String, in source: LexedSource) -> Bool {
        let tokens = source.tokens
        for index in tokens.indices.dropFirst() where tokens[index].isIdentifier(typeName) {
            let previous = tokens[index - 1]
            if previous.kind == .identifier, ["class", "struct", "enum", "actor"].contains(previous.text) {
                return true
            }
        }
        return false
    }

    /// A declaration of a target type `Target_<Name>` or a variant `Target_<Name>_<variant>`.
    public struct TargetTypeDeclaration: Equatable, Sendable {
        /// The type's name.
        public let name: String
        /// The line of the name.
        public let line: Int
        /// Whether it is `public` or `open` (only then does a release build keep it for runtime lookup).
        public let isPublic: Bool
    }

    /// Every `class`/`struct`/`enum`/`actor` named `Target_<component>` or `Target_<component>_…`.
    public static func targetTypes(of component: String, in source: LexedSource) -> [TargetTypeDeclaration] {
        let tokens = source.tokens
        let exact = "Target_\(component)"
        var result: [TargetTypeDeclaration] = []
        for index in tokens.indices.dropFirst() {
            let name = tokens[index]
            guard name.kind == .identifier, name.text == exact || name.text.hasPrefix(exact + "_"),
                tokens[index - 1].kind == .identifier,
                ["class", "struct", "enum", "actor"].contains(tokens[index - 1].text)
            else { continue }
            // Modifiers sit between the previous declaration's end and the keyword, on the same line or above.
            var back = index - 2
            var isPublic = false
            while back >= 0, tokens[back].kind == .identifier,
                ["public", "open", "final", "internal", "package", "fileprivate", "private", "indirect"].contains(
                    tokens[back].text)
            {
                if tokens[back].text == "public" || tokens[back].text == "open" { isPublic = true }
                back -= 1
            }
            result.append(TargetTypeDeclaration(name: name.text, line: name.line, isPublic: isPublic))
        }
        return result
    }

    /// Finds `target: "T"` / `action: "a"` pairs: each `action:` string literal with the closest
    /// preceding `target:` literal of the file (a typed client's `target:` is written once).
    public static func usages(in source: LexedSource, path: String) -> [ActionUsage] {
        let tokens = source.tokens
        var result: [ActionUsage] = []
        var lastTarget: (value: String, line: Int)?
        for index in tokens.indices {
            let token = tokens[index]
            guard token.kind == .identifier, index + 2 < tokens.count, tokens[index + 1].isPunctuation(":"),
                tokens[index + 2].kind == .string, !tokens[index + 2].hasInterpolation
            else { continue }
            if token.text == "target" {
                lastTarget = (tokens[index + 2].text, token.line)
            } else if token.text == "action" {
                result.append(
                    ActionUsage(
                        target: lastTarget?.value, action: tokens[index + 2].text, path: path, line: token.line,
                        targetLine: lastTarget?.line ?? token.line))
            }
        }
        return result
    }
}

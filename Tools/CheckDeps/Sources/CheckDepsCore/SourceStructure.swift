import Foundation

/// What check-deps reads of one Swift source when it checks a whole repository, without positions:
/// the imports, the action declarations and `target:`/`action:` calls (R9), the type declarations
/// (`Target_<Name>` and its access, XCTest classes and suites), the test functions (the test
/// inventory that splits a suite), the comments that mention `check-deps` (suppressions, markers)
/// and the registration list after `// check-deps: registrations` (R10).
///
/// Two versions of a file with equal structures give the checker, `init`'s inference and the test
/// inventory the same answers, so a suite that reads only this of Swift sources (plus manifests and
/// every other file whole) need not run again for a change that keeps it: a body-only change.
/// Positions are left out because the real-repository checks ask whether the repository is clean,
/// not where; the one place a position decides that is a `check-deps:ignore` comment, which accepts
/// findings on its own line, so in a file with one every fact keeps its line.
public struct SourceStructure: Equatable, Sendable {
    /// The parts of the structure, in the words a plan's reason uses.
    enum Part: String, CaseIterable, Sendable {
        case imports = "imports"
        case actions = "action declarations"
        case calls = "target:/action: calls"
        case types = "type declarations"
        case tests = "test functions"
        case comments = "check-deps comments"
        case registrations = "registration list"
    }

    /// One fact: its part, its text, and its line when positions count.
    struct Fact: Equatable, Sendable {
        var part: Part
        var text: String
        var line: Int?
    }

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    /// Identifiers that follow `class` without naming a type (`class func`, `class var`, ...).
    private static let memberKeywords: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "convenience", "required",
    ]
    private static let modifiers: Set<String> = [
        "public", "open", "package", "internal", "fileprivate", "private", "final", "indirect",
    ]
    /// A type declaration's header (generics, inheritance, `where`) is read up to its `{`, at most this far.
    private static let headerTokenLimit = 64

    /// The facts in source order (the order matters: it places a test function in its class).
    private(set) var facts: [Fact]

    /// Reads the structure of a Swift source text.
    public init(source: String) {
        let lexed = SwiftLexer.lex(source)
        let positioned = lexed.comments.contains { $0.text.contains(Suppression.marker) }
        var found: [(line: Int, order: Int, fact: Fact)] = []
        func add(_ part: Part, _ text: String, line: Int) {
            found.append((line, found.count, Fact(part: part, text: text, line: positioned ? line : nil)))
        }

        for declaration in ImportScanner.imports(in: lexed) {
            var words = declaration.attributes.map { "@" + $0 }
            if let access = declaration.accessLevel { words.append(access) }
            words.append("import")
            if let kind = declaration.kind { words.append(kind) }
            words.append(declaration.path.joined(separator: "."))
            if declaration.isConditional { words.append("(in #if)") }
            add(.imports, words.joined(separator: " "), line: declaration.line)
        }
        for declaration in ActionScanner.declarations(in: lexed, path: "") {
            add(.actions, (declaration.isRemote ? "remote " : "local ") + declaration.name, line: declaration.line)
        }
        for usage in ActionScanner.usages(in: lexed, path: "") {
            add(.calls, "target \(usage.target ?? "-") action \(usage.action)", line: usage.line)
        }
        Self.scanDeclarations(lexed.tokens) { add($0, $1, line: $2) }
        for comment in lexed.comments where comment.text.contains("check-deps") {
            add(.comments, comment.text.trimmingCharacters(in: .whitespaces), line: comment.line)
        }
        for (offset, line) in Self.registrationLines(source) {
            add(.registrations, line, line: offset)
        }
        facts = found.sorted { ($0.line, $0.order) < ($1.line, $1.order) }.map(\.fact)
    }

    /// Type declarations (with their modifiers, header and brace depth) and test functions (`test…`
    /// methods and `@Test` functions, with their depth), as the test inventory and R9 read them.
    private static func scanDeclarations(_ tokens: [Token], _ add: (Part, String, Int) -> Void) {
        var depth = 0
        var sawTestAttribute = false
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .punctuation where token.text == "{": depth += 1
            case .punctuation where token.text == "}": depth -= 1
            case .attribute where token.text == "Test": sawTestAttribute = true
            case .identifier where typeKeywords.contains(token.text):
                guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                    !memberKeywords.contains(tokens[index + 1].text),
                    index == 0 || !tokens[index - 1].isPunctuation(".")
                else { continue }
                var words: [String] = []
                var back = index - 1
                while back >= 0, tokens[back].kind == .identifier, modifiers.contains(tokens[back].text) {
                    words.insert(tokens[back].text, at: 0)
                    back -= 1
                }
                words.append(token.text)
                var cursor = index + 1
                while cursor < tokens.count, cursor - index <= headerTokenLimit, !tokens[cursor].isPunctuation("{") {
                    words.append(tokens[cursor].text)
                    cursor += 1
                }
                add(.types, words.joined(separator: " ") + " (depth \(depth))", tokens[index + 1].line)
            case .identifier where token.text == "func":
                guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { continue }
                let name = tokens[index + 1].text
                if sawTestAttribute || name.hasPrefix("test") {
                    add(
                        .tests, (sawTestAttribute ? "@Test " : "") + "func \(name) (depth \(depth))",
                        tokens[index + 1].line)
                }
                sawTestAttribute = false
            default: continue
            }
        }
    }

    /// The lines R10 reads: from the `// check-deps: registrations` line to the line that closes its array.
    private static func registrationLines(_ source: String) -> [(Int, String)] {
        guard source.contains(RegistrationList.marker) else { return [] }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard
            let start = lines.firstIndex(where: {
                $0.trimmingCharacters(in: .whitespaces) == "// " + RegistrationList.marker
            })
        else { return [] }
        var result: [(Int, String)] = []
        var opened = false
        for index in (start + 1)..<lines.count {
            let line = lines[index]
            result.append((index + 1, String(line)))
            if line.contains("[") { opened = true }
            if opened && line.trimmingCharacters(in: .whitespaces).hasPrefix("]") { break }
        }
        return result
    }

    /// The parts that differ from `base`, in `Part` order (empty when the structures are equal).
    /// Equal parts in another interleaving (a test function moved to another class) say
    /// "declaration order"; equal facts on other lines of a file with a suppression say "lines".
    public func changedParts(since base: SourceStructure) -> [String] {
        guard self != base else { return [] }
        let parts = Part.allCases.filter { part in
            facts.filter { $0.part == part }.map(\.text) != base.facts.filter { $0.part == part }.map(\.text)
        }
        if !parts.isEmpty { return parts.map(\.rawValue) }
        return facts.map(\.text) == base.facts.map(\.text)
            ? ["lines (a check-deps:ignore comment accepts findings on its own line)"] : ["declaration order"]
    }

    /// A hash of the structure (hex), for input hashes.
    public var digest: String {
        var hasher = FNV1a128()
        hasher.combine("check-deps-source-structure-v1")
        for fact in facts {
            hasher.combine(fact.part.rawValue)
            hasher.combine(fact.text)
            hasher.combine(fact.line.map(String.init) ?? "-")
        }
        return hasher.hexDigest
    }
}

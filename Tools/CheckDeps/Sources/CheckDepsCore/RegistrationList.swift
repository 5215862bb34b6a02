/// A hand-kept list of components in the app's Swift sources, found by lexing, never by matching text.
///
/// Two shapes exist: the app manifest's `let components = ["A", "B"]` and, after a
/// `// check-deps: registrations` comment, `… = [.init(name: "A", launch: 10, remote: true), …]`.
/// Rule R10 reads them; `check-deps register` inserts into them at the token positions found here.
struct RegistrationList: Sendable {
    /// What a registration entry records beside its name.
    struct Facts: Equatable, Sendable {
        /// The launch priority, or nil for none.
        var launch: Int?
        /// Whether `shop://` URLs may reach the component.
        var remote: Bool
    }

    /// One element of the list.
    struct Entry: Sendable {
        /// The component's name.
        var name: String
        /// The 1-based line the element starts on.
        var line: Int
        /// For a registration list: its launch and remote facts; nil in the components list.
        var facts: Facts?
        /// The element's text, as UTF-8 offsets, from its first token to its last.
        var utf8Range: Range<Int>
        /// The end of the comma after it, when there is one.
        var commaEnd: Int?
    }

    /// The comment that opens a registration list in an app source file.
    static let marker = "check-deps: registrations"

    /// The line of the declaration (`let components`) or of the marker comment.
    let openingLine: Int
    /// The entries that read as the list's shape, in order.
    let entries: [Entry]
    /// Lines of elements that do not (a call of another shape, a computed value).
    let unreadableLines: [Int]
    /// The opening `[`, as UTF-8 offsets.
    let opening: Range<Int>
    /// The closing `]`, as UTF-8 offsets.
    let closing: Range<Int>

    /// The `let components = [ … ]` list declared at the top level of a manifest, or nil.
    static func components(in source: String) -> RegistrationList? {
        let tokens = SwiftLexer.lex(source).tokens
        var braces = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.isPunctuation("{") { braces += 1 }
            if token.isPunctuation("}") { braces -= 1 }
            guard braces == 0, token.isIdentifier("let"), index + 3 < tokens.count,
                tokens[index + 1].isIdentifier("components"), tokens[index + 2].isPunctuation("="),
                tokens[index + 3].isPunctuation("[")
            else { continue }
            return read(tokens, opening: index + 3, openingLine: token.line) { element in
                guard element.count == 1, element[element.startIndex].kind == .string,
                    !element[element.startIndex].hasInterpolation
                else { return nil }
                return (element[element.startIndex].text, nil)
            }
        }
        return nil
    }

    /// The `let libraries … = [ … ]` table declared at the top level of a manifest, or nil: the
    /// libraries a root manifest declares again by path (rule R11), one `("Module", "PackageDirectory",
    /// ["Dependency", …])` tuple each, named by module.
    static func libraries(in source: String) -> RegistrationList? {
        let tokens = SwiftLexer.lex(source).tokens
        var braces = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.isPunctuation("{") { braces += 1 }
            if token.isPunctuation("}") { braces -= 1 }
            guard braces == 0, token.isIdentifier("let"), index + 1 < tokens.count,
                tokens[index + 1].isIdentifier("libraries"),
                let equals = tokens[(index + 2)...].firstIndex(where: { $0.isPunctuation("=") }),
                equals + 1 < tokens.count, tokens[equals + 1].isPunctuation("[")
            else { continue }
            return read(tokens, opening: equals + 1, openingLine: token.line) { element in
                let parts = Array(element)
                guard parts.count >= 8, parts[0].isPunctuation("("), parts[1].kind == .string,
                    !parts[1].hasInterpolation, parts[2].isPunctuation(","), parts[3].kind == .string,
                    parts[4].isPunctuation(","), parts[5].isPunctuation("["), parts[parts.count - 1].isPunctuation(")")
                else { return nil }
                return (parts[1].text, nil)
            }
        }
        return nil
    }

    /// A `libraries` entry as swift-format lays it out at `indent` columns (lines shorter than its
    /// 120): on one line when it fits, else the names on a line, and the dependencies on one more or
    /// packed.
    static func libraryEntry(name: String, package: String, dependencies: [String], indent: Int) -> String {
        let width = 120
        let quoted = dependencies.map { "\"\($0)\"" }
        let array = "[" + quoted.joined(separator: ", ") + "]"
        let single = "(\"\(name)\", \"\(package)\", \(array))"
        if indent + single.count + 1 < width { return single }
        let inner = String(repeating: " ", count: 4)
        var lines = ["(", inner + "\"\(name)\", \"\(package)\","]
        if indent + 4 + array.count < width {
            lines.append(inner + array)
        } else {
            lines.append(inner + "[")
            var line = ""
            for item in quoted {
                let candidate = line.isEmpty ? item + "," : line + " " + item + ","
                if indent + 8 + candidate.count >= width {
                    lines.append(inner + inner + line)
                    line = item + ","
                } else {
                    line = candidate
                }
            }
            if !line.isEmpty { lines.append(inner + inner + line) }
            lines.append(inner + "]")
        }
        lines.append(")")
        return lines.joined(separator: "\n")
    }

    /// The list after the first `// check-deps: registrations` comment: the `[` right after the
    /// first `=` that follows the comment. Nil without the comment; `.missing` when no list follows it.
    static func registrations(in source: String) -> Lookup {
        let lexed = SwiftLexer.lex(source)
        guard let marker = lexed.comments.first(where: { $0.text.trimmingCharacters(in: .whitespaces) == marker })
        else { return .noMarker }
        let tokens = lexed.tokens
        guard let equals = tokens.firstIndex(where: { $0.line > marker.line && $0.isPunctuation("=") }),
            equals + 1 < tokens.count, tokens[equals + 1].isPunctuation("["),
            let list = read(tokens, opening: equals + 1, openingLine: marker.line, entry: registration)
        else { return .missing(markerLine: marker.line) }
        return .found(list)
    }

    /// What a search for a marked registration list found.
    enum Lookup: Sendable {
        /// The source has no marker.
        case noMarker
        /// The marker is there, but no `= [ … ]` follows it.
        case missing(markerLine: Int)
        /// The list.
        case found(RegistrationList)
    }

    /// `.init(name: "X", launch: N or nil, remote: true or false)`, exactly.
    private static func registration(_ element: ArraySlice<Token>) -> (String, Facts?)? {
        let tokens = Array(element)
        guard tokens.count == 15, tokens[0].isPunctuation("."), tokens[1].isIdentifier("init"),
            tokens[2].isPunctuation("("), tokens[3].isIdentifier("name"), tokens[4].isPunctuation(":"),
            tokens[5].kind == .string, !tokens[5].hasInterpolation, tokens[6].isPunctuation(","),
            tokens[7].isIdentifier("launch"), tokens[8].isPunctuation(":"), tokens[10].isPunctuation(","),
            tokens[11].isIdentifier("remote"), tokens[12].isPunctuation(":"), tokens[14].isPunctuation(")")
        else { return nil }
        let launch: Int?
        switch tokens[9].kind {
        case .number:
            guard let value = Int(tokens[9].text) else { return nil }
            launch = value
        case .identifier where tokens[9].text == "nil":
            launch = nil
        default:
            return nil
        }
        guard tokens[13].isIdentifier("true") || tokens[13].isIdentifier("false") else { return nil }
        return (tokens[5].text, Facts(launch: launch, remote: tokens[13].text == "true"))
    }

    /// `source`, which this list was read from, with `element` inserted after the entry named
    /// `anchor` (after the last entry when none has that name; first when `anchor` is nil), in the
    /// list's own layout: on a line of its own with its neighbour's indentation when entries have
    /// lines of their own, else inline. A comma is added where the list needs one, and a new last
    /// entry keeps the list's habit of a trailing comma or none.
    func inserting(_ element: String, after anchor: String?, into source: String) -> String {
        var bytes = Array(source.utf8)
        let newline = UInt8(ascii: "\n")
        let comma = UInt8(ascii: ",")
        func lineStart(_ offset: Int) -> Int {
            var index = offset
            while index > 0 && bytes[index - 1] != newline { index -= 1 }
            return index
        }
        func indentation(_ offset: Int) -> [UInt8]? {
            let prefix = bytes[lineStart(offset)..<offset]
            return prefix.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } ? Array(prefix) : nil
        }
        func hasNewline(_ range: Range<Int>) -> Bool { bytes[range].contains(newline) }

        guard let first = entries.first else {
            // An empty list: on its own line when the brackets are on two lines.
            if hasNewline(opening.upperBound..<closing.lowerBound) {
                let indent = (indentation(closing.lowerBound) ?? []) + Array("    ".utf8)
                bytes.insert(contentsOf: [newline] + indent + Array(element.utf8) + [comma], at: opening.upperBound)
            } else {
                bytes.insert(contentsOf: Array(element.utf8), at: opening.upperBound)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let anchor else {
            let next = entries.count > 1 ? entries[1].utf8Range.lowerBound : closing.lowerBound
            let ownLine = hasNewline((first.commaEnd ?? first.utf8Range.upperBound)..<next)
            if let indent = indentation(first.utf8Range.lowerBound), ownLine {
                bytes.insert(
                    contentsOf: indent + Array(element.utf8) + [comma, newline],
                    at: lineStart(first.utf8Range.lowerBound))
            } else {
                bytes.insert(contentsOf: Array("\(element), ".utf8), at: first.utf8Range.lowerBound)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        let index = entries.lastIndex { $0.name == anchor } ?? entries.count - 1
        let entry = entries[index]
        let isLast = index == entries.count - 1
        let afterEntry = entry.commaEnd ?? entry.utf8Range.upperBound
        let next = isLast ? closing.lowerBound : entries[index + 1].utf8Range.lowerBound
        if let indent = indentation(entry.utf8Range.lowerBound), hasNewline(afterEntry..<next) {
            // Own lines: a new line after the anchor's (a comment after its comma stays with it).
            let lineEnd = bytes[afterEntry...].firstIndex(of: newline).map { $0 + 1 } ?? bytes.count
            let needsComma = !isLast || entry.commaEnd != nil
            // An element of several lines keeps its layout, each line in the list's indentation.
            let indented = Array(element.utf8).flatMap { $0 == newline ? [newline] + indent : [$0] }
            bytes.insert(contentsOf: indent + indented + (needsComma ? [comma] : []) + [newline], at: lineEnd)
            if entry.commaEnd == nil {
                bytes.insert(comma, at: entry.utf8Range.upperBound)
            }
        } else {
            bytes.insert(contentsOf: Array(", \(element)".utf8), at: entry.utf8Range.upperBound)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads the elements between the `[` at `opening` and its matching `]`; nil when it is never closed.
    private static func read(
        _ tokens: [Token], opening: Int, openingLine: Int, entry: (ArraySlice<Token>) -> (String, Facts?)?
    ) -> RegistrationList? {
        var depth = 0
        var elementStart = opening + 1
        var entries: [Entry] = []
        var unreadable: [Int] = []
        func finish(_ end: Int, comma: Token?) {
            guard elementStart < end else { return }
            let element = tokens[elementStart..<end]
            let first = tokens[elementStart]
            if let (name, facts) = entry(element) {
                entries.append(
                    Entry(
                        name: name, line: first.line, facts: facts,
                        utf8Range: first.utf8Range.lowerBound..<tokens[end - 1].utf8Range.upperBound,
                        commaEnd: comma?.utf8Range.upperBound))
            } else {
                unreadable.append(first.line)
            }
        }
        for index in (opening + 1)..<tokens.count {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
                depth += 1
            } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                if depth == 0 {
                    finish(index, comma: nil)
                    return RegistrationList(
                        openingLine: openingLine, entries: entries, unreadableLines: unreadable,
                        opening: tokens[opening].utf8Range, closing: token.utf8Range)
                }
                depth -= 1
            } else if depth == 0 && token.isPunctuation(",") {
                finish(index, comma: token)
                elementStart = index + 1
            }
        }
        return nil
    }
}

import FuzzSupport

/// Builds Swift source from fuzzer bytes out of pieces whose meaning is known: real import lines,
/// and decoys that say `import` inside comments, strings, raw strings, multi-line strings,
/// interpolations and regex literals, with fuzzer text inside each (escaped as that piece requires),
/// between lines of ordinary code.
struct SourceMaker {
    /// An import the source really declares: module, path, attributes, access level, line, `#if`.
    struct Expected: Equatable, CustomStringConvertible {
        let path: [String]
        let kind: String?
        let attributes: [String]
        let accessLevel: String?
        let line: Int
        let isConditional: Bool

        var description: String {
            "\(attributes.map { "@\($0) " }.joined())\(accessLevel.map { "\($0) " } ?? "")import "
                + "\(kind.map { "\($0) " } ?? "")\(path.joined(separator: ".")) (line \(line)\(isConditional ? ", #if" : ""))"
        }
    }

    private(set) var text = ""
    private(set) var expected: [Expected] = []
    /// How many comments the source has (a nested block comment is one).
    private(set) var commentCount = 0
    private var line = 1
    private var openConditionals = 0

    /// Makes a source of up to `pieces` pieces.
    static func make(_ input: inout FuzzInput, pieces: Int = 24) -> SourceMaker {
        var maker = SourceMaker()
        for _ in 0..<input.int(in: 0...pieces) where !input.isAtEnd {
            maker.addPiece(&input)
        }
        while maker.openConditionals > 0 { maker.closeConditional() }
        return maker
    }

    private mutating func addPiece(_ input: inout FuzzInput) {
        switch input.int(in: 0...13) {
        case 0, 1: addImport(&input)
        case 2: addCode(&input)
        case 3: addLineComment(&input)
        case 4: addBlockComment(&input)
        case 5: addString(&input)
        case 6: addRawString(&input)
        case 7: addMultilineString(&input)
        case 8: addInterpolation(&input)
        case 9: addRegex(&input)
        case 10: addDocComment(&input)
        case 11:
            if openConditionals > 0 && input.bool() { closeConditional() } else { openConditional(&input) }
        case 12: addMember(&input)
        default: addSameLineImport(&input)
        }
    }

    // MARK: Real imports

    private static let attributes = ["testable", "_exported", "preconcurrency", "_implementationOnly"]
    private static let accessLevels = ["public", "package", "internal", "private", "fileprivate", "open"]
    private static let kinds = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]

    private mutating func addImport(_ input: inout FuzzInput) {
        newLine()
        var attributes: [String] = []
        for _ in 0..<input.int(in: 0...2) {
            let name = input.pick(Self.attributes)
            attributes.append(name)
            write("@\(name) ")
        }
        if input.int(in: 0...3) == 0 {
            attributes.append("_spi")
            write("@_spi(\(safeIdentifier(&input))) ")
        }
        let access = input.int(in: 0...2) == 0 ? input.pick(Self.accessLevels) : nil
        if let access { write("\(access) ") }
        let kind = input.int(in: 0...4) == 0 ? input.pick(Self.kinds) : nil
        write("import ")
        if let kind { write("\(kind) ") }
        var path = ["M\(expected.count)"]
        for _ in 0..<(kind == nil ? input.int(in: 0...2) : 1) { path.append(safeIdentifier(&input)) }
        write(path.joined(separator: input.int(in: 0...5) == 0 ? " . " : "."))
        expected.append(
            Expected(
                path: path, kind: kind, attributes: attributes, accessLevel: access, line: line,
                isConditional: openConditionals > 0))
    }

    /// `x = 1; import M` and `} import M`: a declaration start on a line that has code before it.
    private mutating func addSameLineImport(_ input: inout FuzzInput) {
        newLine()
        write("\(safeIdentifier(&input)) = 1\(input.pick(["; ", ";", "; }"]))import ")
        let path = ["M\(expected.count)"]
        write(path[0])
        expected.append(
            Expected(
                path: path, kind: nil, attributes: [], accessLevel: nil, line: line, isConditional: openConditionals > 0
            ))
    }

    // MARK: Decoys (each says import, none is one)

    private mutating func addCode(_ input: inout FuzzInput) {
        newLine()
        write(safeCode(input.bytes(upTo: 40)))
    }

    private mutating func addMember(_ input: inout FuzzInput) {
        newLine()
        write(
            input.pick([
                "x.import(y)", "let import: Int", "case import = 1", "f(import: z)", "a?.import z", "x.\n  import(y)",
            ]))
    }

    private mutating func addLineComment(_ input: inout FuzzInput) {
        newLine()
        write("// \(commentText(input.bytes(upTo: 40), newlines: false)) import Evil")
        commentCount += 1
    }

    private mutating func addDocComment(_ input: inout FuzzInput) {
        newLine()
        write("/// import Evil \(commentText(input.bytes(upTo: 20), newlines: false))")
        commentCount += 1
    }

    private mutating func addBlockComment(_ input: inout FuzzInput) {
        newLine()
        let inner = commentText(input.bytes(upTo: 40), newlines: true)
        let nested = input.bool() ? " /* \n import Nested */ " : " "
        write("/* \(inner)\nimport Evil\(nested)\(commentText(input.bytes(upTo: 20), newlines: true)) */")
        commentCount += 1
    }

    private mutating func addString(_ input: inout FuzzInput) {
        newLine()
        write("let s = \"\(escaped(input.string(upTo: 30)))\\nimport Evil\\\"\\\\ \"")
    }

    private mutating func addRawString(_ input: inout FuzzInput) {
        newLine()
        let hashes = String(repeating: "#", count: input.int(in: 1...3))
        // Inside a raw string only `"` followed by its hashes ends it, and only `\` followed by its
        // hashes escapes (`\#(` interpolates, found by this target in CI): both are broken up.
        var body = Self.validUTF8(input.bytes(upTo: 30).filter { $0 != 0x0A && $0 != 0x0D })
        body = Self.breaking(body, Array(("\"" + hashes).utf8))
        body = Self.breaking(body, Array(("\\" + hashes).utf8))
        // `#"""` would open a multi-line raw string instead; a final `"` would meet the closing one.
        if body.first == Self.quote { body.insert(Self.space, at: 0) }
        if body.last == Self.quote { body.append(Self.space) }
        write("let r = \(hashes)\"\(String(decoding: body, as: UTF8.self)) \" import Evil \\(x)\"\(hashes)")
    }

    private mutating func addMultilineString(_ input: inout FuzzInput) {
        newLine()
        let body = escaped(input.string(upTo: 40), keepingNewlines: true)
        write("let m = \"\"\"\n\(body)\nimport Evil\n  \\\"\"\" import Evil2\n  \"\"\"")
    }

    private mutating func addInterpolation(_ input: inout FuzzInput) {
        newLine()
        let inner = escaped(input.string(upTo: 20))
        write(
            input.bool()
                ? "let i = \"a \\(f(\"import Evil \(inner)\")) b\""
                : "let i = \"\\(g(\"\\(h(\"\(inner)\")) import Evil\", x: (1, 2)))\"")
    }

    private mutating func addRegex(_ input: inout FuzzInput) {
        newLine()
        let body = Self.breaking(
            Self.validUTF8(input.bytes(upTo: 20).filter { $0 != 0x0A && $0 != 0x0D && $0 != 0x5C }), Array("/#".utf8))
        write("let re = #/\(String(decoding: body, as: UTF8.self)) import Evil \\/#/#")
    }

    // MARK: #if

    private mutating func openConditional(_ input: inout FuzzInput) {
        newLine()
        write("#if \(input.pick(["DEBUG", "canImport(Other)", "os(Linux)", "!X && Y"]))")
        openConditionals += 1
    }

    private mutating func closeConditional() {
        newLine()
        write("#endif")
        openConditionals -= 1
    }

    // MARK: Text

    private mutating func newLine() {
        if !text.isEmpty {
            text += "\n"
            line += 1
        }
    }

    private mutating func write(_ piece: String) {
        text += piece
        line += piece.utf8.filter { $0 == 0x0A }.count
    }

    /// Comment text: fuzzer bytes that cannot open or close a comment (nor end a line comment).
    ///
    /// Checked on bytes, not characters: `*/` followed by a combining mark is no `*/` to a
    /// `Character` search, but it closes the comment all the same.
    private func commentText(_ bytes: [UInt8], newlines: Bool) -> String {
        var text = Self.validUTF8(bytes.filter { $0 != 0x0D && (newlines || $0 != 0x0A) })
        text = Self.breaking(Self.breaking(text, Array("/*".utf8)), Array("*/".utf8))
        if text.last == UInt8(ascii: "*") || text.last == UInt8(ascii: "/") { text.append(Self.space) }
        return String(decoding: text, as: UTF8.self)
    }

    /// String-literal text: `\`, `"` and (unless kept, for a multi-line literal) newlines escaped.
    private func escaped(_ text: String, keepingNewlines: Bool = false) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n" where !keepingNewlines: out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static let quote = UInt8(ascii: "\"")
    private static let space = UInt8(ascii: " ")

    /// The bytes as valid UTF-8 (what a `String` made from them holds).
    private static func validUTF8(_ bytes: [UInt8]) -> [UInt8] {
        Array(String(decoding: bytes, as: UTF8.self).utf8)
    }

    /// The bytes with a space put after the first byte of every occurrence of `pair` (ASCII bytes).
    private static func breaking(_ bytes: [UInt8], _ pair: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: pair) {
                out += [pair[0], space]
                index += 1
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return out
    }

    /// Ordinary code: identifiers, numbers, operators and brackets, never a quote, comment, `#`, `@`,
    /// backtick, the word `import` or a final `.`.
    private func safeCode(_ bytes: [UInt8]) -> String {
        let alphabet = Array("abcxyz019 _;{}()[]=+-*.,:<>!?&|^%~".utf8)
        let code = String(decoding: bytes.map { alphabet[Int($0) % alphabet.count] }, as: UTF8.self)
        // Never ending in `.`: `x.` then a new line continues into a member access (`x.\n import(y)`).
        return code.replacingOccurrences(of: "import", with: "imp0rt") + " z"
    }

    private func safeIdentifier(_ input: inout FuzzInput) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzXYZ_0123456789".utf8)
        return "v" + String(decoding: input.bytes(upTo: 6).map { letters[Int($0) % letters.count] }, as: UTF8.self)
    }
}

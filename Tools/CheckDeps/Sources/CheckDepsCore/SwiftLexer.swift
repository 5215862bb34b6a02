/// A tokenizer for Swift source over UTF-8 bytes.
///
/// It understands exactly what the checker needs to read code reliably: line and nested block
/// comments, string literals (single-line, multi-line `"""`, raw `#"..."#` with any number of `#`,
/// and interpolations `\(...)` that may nest further strings), extended regex literals `#/.../#`,
/// attributes, pound directives, identifiers (including backticked ones), numbers and punctuation.
/// It never fails: malformed input yields a best-effort token stream.
public struct SwiftLexer {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var tokens: [Token] = []
    private var comments: [SourceComment] = []

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Lexes Swift source text into tokens and comments.
    public static func lex(_ source: String) -> LexedSource {
        var lexer = SwiftLexer(bytes: Array(source.utf8))
        lexer.lexTokens(emit: true, stopAtUnbalancedParen: false)
        return LexedSource(tokens: lexer.tokens, comments: lexer.comments)
    }

    // MARK: - Main loop

    /// Lexes until the end of input, or (inside an interpolation) until the unbalanced `)`.
    private mutating func lexTokens(emit: Bool, stopAtUnbalancedParen: Bool) {
        var parenDepth = 0
        while position < bytes.count {
            let byte = bytes[position]
            // Each pass lexes at most one token; when it emitted one, it spans from here to `position`.
            let start = position
            let emitted = tokens.count
            defer {
                if tokens.count > emitted { tokens[tokens.count - 1].utf8Range = start..<position }
            }
            switch byte {
            case ASCII.newline:
                line += 1
                position += 1
            case ASCII.space, ASCII.tab, ASCII.carriageReturn, 0x0B, 0x0C:
                position += 1
            case ASCII.slash where peek(1) == ASCII.slash:
                lexLineComment()
            case ASCII.slash where peek(1) == ASCII.star:
                lexBlockComment()
            case ASCII.quote:
                lexString(hashCount: 0, emit: emit)
            case ASCII.hash:
                lexHash(emit: emit)
            case ASCII.at where isIdentifierStart(peek(1)):
                let startLine = line
                position += 1
                let name = readIdentifier()
                append(Token(kind: .attribute, text: name, line: startLine), emit: emit)
            case ASCII.backtick:
                lexBacktickIdentifier(emit: emit)
            case ASCII.openParen:
                parenDepth += 1
                appendPunctuation(byte, emit: emit)
            case ASCII.closeParen:
                if stopAtUnbalancedParen && parenDepth == 0 {
                    position += 1
                    return
                }
                parenDepth -= 1
                appendPunctuation(byte, emit: emit)
            default:
                if isIdentifierStart(byte) {
                    let startLine = line
                    let name = readIdentifier()
                    append(Token(kind: .identifier, text: name, line: startLine), emit: emit)
                } else if isDigit(byte) {
                    lexNumber(emit: emit)
                } else {
                    appendPunctuation(byte, emit: emit)
                }
            }
        }
    }

    // MARK: - Comments

    private mutating func lexLineComment() {
        let startLine = line
        position += 2
        let start = position
        while position < bytes.count && bytes[position] != ASCII.newline {
            position += 1
        }
        comments.append(SourceComment(text: text(from: start, to: position), line: startLine))
    }

    private mutating func lexBlockComment() {
        let startLine = line
        position += 2
        let start = position
        var depth = 1
        var end = bytes.count
        while position < bytes.count {
            let byte = bytes[position]
            if byte == ASCII.slash && peek(1) == ASCII.star {
                depth += 1
                position += 2
            } else if byte == ASCII.star && peek(1) == ASCII.slash {
                depth -= 1
                position += 2
                if depth == 0 {
                    end = position - 2
                    break
                }
            } else {
                if byte == ASCII.newline { line += 1 }
                position += 1
            }
        }
        comments.append(SourceComment(text: text(from: start, to: min(end, bytes.count)), line: startLine))
    }

    // MARK: - Strings and `#`

    /// Handles `#`: raw strings, extended regex literals, pound directives, or a lone `#`.
    private mutating func lexHash(emit: Bool) {
        var hashCount = 0
        while peek(hashCount) == ASCII.hash {
            hashCount += 1
        }
        let next = peek(hashCount)
        if next == ASCII.quote {
            position += hashCount
            lexString(hashCount: hashCount, emit: emit)
        } else if next == ASCII.slash {
            lexExtendedRegex(hashCount: hashCount, emit: emit)
        } else if hashCount == 1 && isIdentifierStart(next) {
            let startLine = line
            position += 1
            let name = readIdentifier()
            append(Token(kind: .pound, text: name, line: startLine), emit: emit)
        } else {
            appendPunctuation(ASCII.hash, emit: emit)
        }
    }

    /// Lexes a string literal starting at its opening quote; `hashCount` raw-string `#`s precede it.
    private mutating func lexString(hashCount: Int, emit: Bool) {
        let startLine = line
        let isMultiline =
            peek(1) == ASCII.quote && peek(2) == ASCII.quote && !closesOnSameLine(hashCount: hashCount)
        position += isMultiline ? 3 : 1
        var value: [UInt8] = []
        var hasInterpolation = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == ASCII.backslash && hashesFollow(at: position + 1, count: hashCount) {
                position += 1 + hashCount
                if peek(0) == ASCII.openParen {
                    position += 1
                    hasInterpolation = true
                    value.append(contentsOf: Array("\\(…)".utf8))
                    lexTokens(emit: false, stopAtUnbalancedParen: true)
                } else {
                    readEscape(into: &value)
                }
            } else if byte == ASCII.quote && closesString(isMultiline: isMultiline, hashCount: hashCount) {
                position += (isMultiline ? 3 : 1) + hashCount
                break
            } else if byte == ASCII.newline {
                line += 1
                if !isMultiline {
                    // Unterminated single-line string: stop here so the rest still lexes.
                    position += 1
                    break
                }
                value.append(byte)
                position += 1
            } else {
                value.append(byte)
                position += 1
            }
        }
        append(
            Token(
                kind: .string, text: String(decoding: value, as: UTF8.self), line: startLine,
                hasInterpolation: hasInterpolation),
            emit: emit)
    }

    /// Whether a raw string opening `#"""` is a one-line string after all, as in the Swift lexer:
    /// a quote followed by the delimiter's `#`s later on the same line (after the first two quotes)
    /// closes a one-line string, so `#"""#` is the string `"` and `#""""#` the string `""`.
    private func closesOnSameLine(hashCount: Int) -> Bool {
        guard hashCount > 0 else { return false }
        var index = position + 2
        while index < bytes.count && bytes[index] != ASCII.newline && bytes[index] != ASCII.carriageReturn {
            if bytes[index] == ASCII.quote && hashesFollow(at: index + 1, count: hashCount) {
                return true
            }
            index += 1
        }
        return false
    }

    private func closesString(isMultiline: Bool, hashCount: Int) -> Bool {
        if isMultiline {
            guard peek(1) == ASCII.quote && peek(2) == ASCII.quote else { return false }
            return hashesFollow(at: position + 3, count: hashCount)
        }
        return hashesFollow(at: position + 1, count: hashCount)
    }

    private func hashesFollow(at index: Int, count: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != ASCII.hash {
            return false
        }
        return true
    }

    /// Reads the character after a backslash (already consumed) and appends its value.
    private mutating func readEscape(into value: inout [UInt8]) {
        guard position < bytes.count else { return }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "n"): value.append(ASCII.newline)
        case UInt8(ascii: "t"): value.append(ASCII.tab)
        case UInt8(ascii: "r"): value.append(ASCII.carriageReturn)
        case UInt8(ascii: "0"): value.append(0)
        case UInt8(ascii: "u") where peek(0) == UInt8(ascii: "{"):
            let start = position + 1
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "}") && bytes[end] != ASCII.newline {
                end += 1
            }
            let hex = text(from: start, to: end)
            if let scalarValue = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(scalarValue) {
                value.append(contentsOf: Array(String(Character(scalar)).utf8))
            }
            position = min(end + 1, bytes.count)
        case ASCII.newline:
            // Line continuation in a multi-line string.
            line += 1
        default:
            value.append(byte)
        }
    }

    /// Lexes `#/.../#` (with any number of `#`) as a single opaque string token.
    private mutating func lexExtendedRegex(hashCount: Int, emit: Bool) {
        let startLine = line
        position += hashCount + 1
        let start = position
        var end = bytes.count
        while position < bytes.count {
            let byte = bytes[position]
            if byte == ASCII.backslash {
                position += 2
                continue
            }
            if byte == ASCII.slash && hashesFollow(at: position + 1, count: hashCount) {
                end = position
                position += 1 + hashCount
                break
            }
            if byte == ASCII.newline { line += 1 }
            position += 1
        }
        append(Token(kind: .string, text: text(from: start, to: min(end, bytes.count)), line: startLine), emit: emit)
    }

    // MARK: - Identifiers and numbers

    private mutating func lexBacktickIdentifier(emit: Bool) {
        let startLine = line
        position += 1
        let start = position
        while position < bytes.count && bytes[position] != ASCII.backtick && bytes[position] != ASCII.newline {
            position += 1
        }
        let name = text(from: start, to: position)
        if position < bytes.count && bytes[position] == ASCII.backtick {
            position += 1
        }
        append(Token(kind: .identifier, text: name, line: startLine), emit: emit)
    }

    private mutating func readIdentifier() -> String {
        let start = position
        while position < bytes.count && isIdentifierContinue(bytes[position]) {
            position += 1
        }
        return text(from: start, to: position)
    }

    private mutating func lexNumber(emit: Bool) {
        let startLine = line
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if isIdentifierContinue(byte) {
                position += 1
            } else if byte == ASCII.dot && isDigit(peek(1)) {
                position += 1
            } else {
                break
            }
        }
        append(Token(kind: .number, text: text(from: start, to: position), line: startLine), emit: emit)
    }

    // MARK: - Helpers

    private mutating func appendPunctuation(_ byte: UInt8, emit: Bool) {
        append(Token(kind: .punctuation, text: String(UnicodeScalar(byte)), line: line), emit: emit)
        position += 1
    }

    private mutating func append(_ token: Token, emit: Bool) {
        if emit {
            tokens.append(token)
        }
    }

    private func peek(_ offset: Int) -> UInt8 {
        let index = position + offset
        return index < bytes.count ? bytes[index] : 0
    }

    private func text(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private func isIdentifierContinue(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}

/// Byte constants used by the lexer.
private enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let tab = UInt8(ascii: "\t")
    static let space = UInt8(ascii: " ")
    static let slash = UInt8(ascii: "/")
    static let backslash = UInt8(ascii: "\\")
    static let star = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let at = UInt8(ascii: "@")
    static let backtick = UInt8(ascii: "`")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let dot = UInt8(ascii: ".")
}

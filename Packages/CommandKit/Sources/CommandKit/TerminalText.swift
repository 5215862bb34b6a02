/// Text for a terminal with optional styles (bold headers, red errors), rendered plain or with ANSI colours.
///
/// Commands build `TerminalText` without knowing where it goes; the printer decides with
/// `ColorPolicy` whether the styles become escape sequences. Its text is content, never styling:
/// `rendered(colors:)` shows any control in it visibly (`VisibleControls`), so text from storage,
/// the network or a link cannot drive the terminal, and the only escape sequences in the result are
/// the styles'.
public struct TerminalText: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// A style a span of text may have.
    public enum Style: Sendable, Equatable {
        /// Bold (table headers).
        case bold
        /// Red and bold (errors).
        case error
        /// Yellow (warnings).
        case warning
        /// Green (a good outcome).
        case success

        var escape: String {
            switch self {
            case .bold: return "\u{1B}[1m"
            case .error: return "\u{1B}[1;31m"
            case .warning: return "\u{1B}[33m"
            case .success: return "\u{1B}[32m"
            }
        }
    }

    struct Span: Sendable, Equatable {
        var text: String
        var style: Style?
    }

    var spans: [Span]

    /// Plain text.
    public init(_ text: String) { spans = text.isEmpty ? [] : [Span(text: text, style: nil)] }

    /// `text` in `style`.
    public init(_ text: String, style: Style) { spans = text.isEmpty ? [] : [Span(text: text, style: style)] }

    /// Plain text from a literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// Text built by interpolation; interpolated `TerminalText` keeps its styles.
    public init(stringInterpolation: Interpolation) { spans = stringInterpolation.spans }

    /// The text without styles.
    public var plain: String { spans.map(\.text).joined() }

    /// The text without styles.
    public var description: String { plain }

    /// Whether there is no text.
    public var isEmpty: Bool { spans.allSatisfy { $0.text.isEmpty } }

    /// The text for a terminal: its controls made visible (`VisibleControls.escaped(_:)`; newline
    /// and tab kept), with ANSI escape sequences for its styles when `colors` is set.
    public func rendered(colors: Bool) -> String {
        spans.map { span in
            let text = VisibleControls.escaped(span.text)
            guard colors, let style = span.style else { return text }
            return "\(style.escape)\(text)\u{1B}[0m"
        }.joined()
    }

    /// `lhs` followed by `rhs`.
    public static func + (lhs: TerminalText, rhs: TerminalText) -> TerminalText {
        var joined = lhs
        joined.spans += rhs.spans
        return joined
    }

    /// Builds `TerminalText` from a string literal with interpolations.
    public struct Interpolation: StringInterpolationProtocol {
        var spans: [Span] = []

        /// Room for the literal's parts.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// A literal part.
        public mutating func appendLiteral(_ literal: String) { append(Span(text: literal, style: nil)) }

        /// Styled text, kept styled.
        public mutating func appendInterpolation(_ text: TerminalText) { text.spans.forEach { append($0) } }

        /// Any value, as plain text.
        public mutating func appendInterpolation<T>(_ value: T) { appendLiteral("\(value)") }

        private mutating func append(_ span: Span) {
            guard !span.text.isEmpty else { return }
            if let last = spans.last, last.style == span.style {
                spans[spans.count - 1].text += span.text
            } else {
                spans.append(span)
            }
        }
    }
}

extension Array where Element == TerminalText {
    /// The texts with `separator` between them.
    public func joined(separator: String) -> TerminalText {
        var result = TerminalText("")
        for (index, text) in enumerated() {
            if index > 0 { result = result + TerminalText(separator) }
            result = result + text
        }
        return result
    }
}

import Foundation

/// An inline `// check-deps:ignore R8: reason` comment that accepts a rule's finding on its line.
public struct Suppression: Equatable, Sendable {
    /// The marker that starts a suppression inside a comment.
    public static let marker = "check-deps:ignore"

    /// The rules it names (`R8`, ...).
    public var rules: Set<String>
    /// The reason after the colon; nil or empty means the suppression is invalid.
    public var reason: String?
    /// The 1-based line of the comment.
    public var line: Int

    /// Whether the suppression has a reason and so takes effect.
    public var isValid: Bool {
        !(reason ?? "").isEmpty && !rules.isEmpty
    }

    /// Parses the suppressions written in a file's comments.
    public static func parse(_ comments: [SourceComment]) -> [Suppression] {
        comments.compactMap { comment in
            guard let range = comment.text.range(of: marker) else { return nil }
            let rest = comment.text[range.upperBound...]
            let (ruleText, reason): (Substring, String?)
            if let colon = rest.firstIndex(of: ":") {
                ruleText = rest[..<colon]
                reason = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            } else {
                ruleText = rest
                reason = nil
            }
            let rules = ruleText.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
            return Suppression(rules: Set(rules), reason: reason, line: comment.line)
        }
    }
}

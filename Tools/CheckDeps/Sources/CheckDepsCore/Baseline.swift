import Foundation

/// A file of accepted findings (`.check-deps-baseline.json`), matched by rule, path and message.
///
/// Entries count: an entry listed twice accepts two identical findings (two copies of one import in
/// a file, say), and a third copy is reported.
public struct Baseline: Codable, Equatable, Sendable {
    /// One accepted finding.
    public struct Entry: Codable, Equatable, Hashable, Sendable {
        /// The finding's rule.
        public var rule: String
        /// The finding's repo-relative path.
        public var path: String
        /// The finding's exact message.
        public var message: String

        /// Creates an entry.
        public init(rule: String, path: String, message: String) {
            self.rule = rule
            self.path = path
            self.message = message
        }
    }

    /// The file format version (1).
    public var schemaVersion: Int
    /// The accepted findings, sorted, one entry per accepted occurrence.
    public var entries: [Entry]

    /// Creates a baseline accepting `findings` (only rule findings, not baseline or suppression ones).
    public init(findings: [Finding]) {
        schemaVersion = 1
        entries = findings.filter { $0.rule.hasPrefix("R") }
            .map { Entry(rule: $0.rule, path: $0.path, message: $0.message) }
            .sorted { ($0.path, $0.rule, $0.message) < ($1.path, $1.rule, $1.message) }
    }

    /// Reads a baseline file; `displayPath` names it in errors.
    public static func load(from url: URL, displayPath: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CheckDepsError.invalidConfiguration(path: displayPath, reason: "cannot be read")
        }
        guard let baseline = try? JSONDecoder().decode(Baseline.self, from: data), baseline.schemaVersion == 1 else {
            throw CheckDepsError.invalidConfiguration(
                path: displayPath, reason: "not a baseline (expected {\"schemaVersion\":1,\"entries\":[...]})")
        }
        return baseline
    }

    /// The baseline as stable, pretty-printed JSON with sorted keys and a trailing newline.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Splits findings into those the baseline does not accept (each entry accepts one occurrence), and
    /// reports stale entries (occurrences no finding used) as warnings at `displayPath`.
    public func apply(to findings: [Finding], displayPath: String) -> [Finding] {
        var unused: [Entry: Int] = [:]
        for entry in entries { unused[entry, default: 0] += 1 }
        var remaining: [Finding] = []
        for finding in findings {
            let entry = Entry(rule: finding.rule, path: finding.path, message: finding.message)
            if let count = unused[entry], count > 0 {
                unused[entry] = count - 1
            } else {
                remaining.append(finding)
            }
        }
        for entry in entries where (unused[entry] ?? 0) > 0 {
            unused[entry, default: 0] -= 1
            remaining.append(
                Finding(
                    rule: "baseline", severity: .warning, path: displayPath, line: 1,
                    message: "stale entry [\(entry.rule)] \(entry.path): \(entry.message)",
                    fix: "Remove the entry from the baseline (or run with --write-baseline); the finding is gone."))
        }
        return remaining
    }
}

import Foundation

/// A file of accepted findings (`.check-deps-baseline.json`), matched by rule, path and key: what a
/// finding is about (`import App Other`: target App imports Other), never its wording or line, so a
/// reworded message or a moved line does not bring an accepted finding back.
///
/// Entries count: an entry listed twice accepts two identical findings (two copies of one import in
/// a file, say), and a third copy is reported. A schema 1 file (entries without `key`) is still read:
/// each entry's key is derived from its message where the message names the target and module or
/// dependency (`Baseline.legacyKey`); an entry whose key cannot be derived matches its exact message.
public struct Baseline: Codable, Equatable, Sendable {
    /// One accepted finding.
    public struct Entry: Codable, Equatable, Hashable, Sendable {
        /// The finding's rule.
        public var rule: String
        /// The finding's repo-relative path.
        public var path: String
        /// The finding's key (`Finding.key`); nil for a schema 1 entry whose key its message does not give.
        public var key: String?
        /// The finding's message when the entry was written: for readers, matched only without a key.
        public var message: String

        /// Creates an entry.
        public init(rule: String, path: String, key: String?, message: String) {
            self.rule = rule
            self.path = path
            self.key = key
            self.message = message
        }
    }

    /// The file format version written (2); version 1 files are read too.
    public static let currentSchemaVersion = 2

    /// The file format version.
    public var schemaVersion: Int
    /// The accepted findings, sorted, one entry per accepted occurrence.
    public var entries: [Entry]

    /// Creates a baseline accepting `findings` (only rule findings, not baseline or suppression ones).
    public init(findings: [Finding]) {
        schemaVersion = Self.currentSchemaVersion
        entries = findings.filter { $0.rule.hasPrefix("R") }
            .map { Entry(rule: $0.rule, path: $0.path, key: $0.key, message: $0.message) }
            .sorted { ($0.path, $0.rule, $0.key ?? "", $0.message) < ($1.path, $1.rule, $1.key ?? "", $1.message) }
    }

    /// Reads a baseline file (schema 1 or 2); `displayPath` names it in errors.
    public static func load(from url: URL, displayPath: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CheckDepsError.invalidConfiguration(path: displayPath, reason: "cannot be read")
        }
        guard var baseline = try? JSONDecoder().decode(Baseline.self, from: data),
            (1...currentSchemaVersion).contains(baseline.schemaVersion)
        else {
            throw CheckDepsError.invalidConfiguration(
                path: displayPath, reason: "not a baseline (expected {\"schemaVersion\":2,\"entries\":[...]})")
        }
        for index in baseline.entries.indices where baseline.entries[index].key == nil {
            baseline.entries[index].key = legacyKey(
                rule: baseline.entries[index].rule, message: baseline.entries[index].message)
        }
        return baseline
    }

    /// The key of a schema 1 entry, read from the wording its rule used: R8's "target T imports M, …",
    /// "target T imports M outside #if, …" and "target T declares dependency D but …"; nil for other
    /// messages (those entries keep matching their exact message).
    public static func legacyKey(rule: String, message: String) -> String? {
        guard rule == "R8" else { return nil }
        let words = message.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count >= 4, words[0] == "target" else { return nil }
        let target = words[1]
        func name(_ word: String) -> String { word.hasSuffix(",") ? String(word.dropLast()) : word }
        switch words[2] {
        case "imports": return Finding.importKey(target: target, module: name(words[3]))
        case "declares" where words.count >= 5 && words[3] == "dependency":
            return Finding.dependencyKey(target: target, dependency: name(words[4]))
        default: return nil
        }
    }

    /// The baseline as stable, pretty-printed JSON with sorted keys and a trailing newline.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    private struct MatchKey: Hashable {
        var rule: String
        var path: String
        var key: String
    }

    /// Splits findings into those the baseline does not accept (each entry accepts one occurrence), and
    /// reports stale entries (occurrences no finding used) as warnings at `displayPath`.
    public func apply(to findings: [Finding], displayPath: String) -> [Finding] {
        var unusedByKey: [MatchKey: Int] = [:]
        var unusedByMessage: [MatchKey: Int] = [:]
        for entry in entries {
            if let key = entry.key {
                unusedByKey[MatchKey(rule: entry.rule, path: entry.path, key: key), default: 0] += 1
            } else {
                unusedByMessage[MatchKey(rule: entry.rule, path: entry.path, key: entry.message), default: 0] += 1
            }
        }
        var remaining: [Finding] = []
        for finding in findings {
            let byKey = MatchKey(rule: finding.rule, path: finding.path, key: finding.key)
            let byMessage = MatchKey(rule: finding.rule, path: finding.path, key: finding.message)
            if let count = unusedByKey[byKey], count > 0 {
                unusedByKey[byKey] = count - 1
            } else if let count = unusedByMessage[byMessage], count > 0 {
                unusedByMessage[byMessage] = count - 1
            } else {
                remaining.append(finding)
            }
        }
        for entry in entries {
            let match = MatchKey(rule: entry.rule, path: entry.path, key: entry.key ?? entry.message)
            let isUnused =
                entry.key != nil
                ? (unusedByKey[match] ?? 0) > 0 : (unusedByMessage[match] ?? 0) > 0
            guard isUnused else { continue }
            if entry.key != nil { unusedByKey[match, default: 0] -= 1 } else { unusedByMessage[match, default: 0] -= 1 }
            remaining.append(
                Finding(
                    rule: "baseline", severity: .warning, path: displayPath, line: 1,
                    message: "stale entry [\(entry.rule)] \(entry.path): \(entry.message)",
                    fix: "Remove the entry from the baseline (or run with --write-baseline); the finding is gone."))
        }
        return remaining
    }
}
